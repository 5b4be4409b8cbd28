import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request ended before its answer could be sent: the client went away or reset, or the
 * server's own request or idle timeout cut the connection. Nobody will read the answer, so nothing
 * it was about may be committed. Its status is nginx's "client closed request", which only the
 * request metrics and the log ever see.
 */
export class RequestGivenUpError extends Error {
  override name = 'RequestGivenUpError';
  readonly statusCode = 499;
  constructor() {
    super('The request was given up before it was answered.');
  }
}

const signals = new WeakMap<FastifyRequest, AbortSignal>();

/**
 * Aborts (with RequestGivenUpError) when the connection closes before the answer has been sent.
 * Fastify's `request.signal` cannot tell: Node closes the request stream as soon as its body has
 * been read, long before an upload has reached storage. Uploads pass this signal to storage (which
 * stops the write) and check it right before they commit (issue 32).
 */
export function givenUpSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const known = signals.get(request);
  if (known) return known;
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) controller.abort(new RequestGivenUpError());
  else {
    response.once('close', () => {
      if (!response.writableFinished) controller.abort(new RequestGivenUpError());
    });
  }
  signals.set(request, controller.signal);
  return controller.signal;
}
