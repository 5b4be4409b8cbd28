import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * A proxy's id is kept only in the forms proxies make (issue 34): a UUID (Heroku, Envoy, most load
 * balancers) or nginx's `$request_id` (32 hex digits). Anything else may be a client's text passed
 * through, a made-up id to confuse an investigation, and is replaced by a fresh UUID.
 */
const PROXY_REQUEST_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

/**
 * Fastify's request-id options (server.ts and the tests): behind a trusted proxy (TRUST_PROXY) its
 * `X-Request-Id` is kept when it is a UUID or 32 hex digits, so one id follows a request from the
 * proxy's log to ours; otherwise, or when it has none, a random UUID, unique across processes and restarts (Fastify's default is a
 * per-process counter, which repeats on every machine).
 */
export function requestIdOptions(trustProxy: Config['trustProxy']) {
  return {
    requestIdHeader: false as const,
    genReqId(request: IncomingMessage) {
      const given = request.headers['x-request-id'];
      if (trustProxy !== false && typeof given === 'string' && PROXY_REQUEST_ID.test(given)) return given;
      return randomUUID();
    },
  };
}

/** Every response carries its request's id (X-Request-Id), the one every log line of it has (reqId). */
async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
