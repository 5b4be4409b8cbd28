import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../errors';

export const tooManyMessage = (after: string) => `Too many attempts. Please wait ${after} and try again.`;

/**
 * A second, coarser limit per client address on top of a route's own `config.rateLimit`
 * (which may be keyed more finely, e.g. per address and account).
 */
export function perAddressLimit(app: FastifyInstance, max: number, timeWindow: string) {
  const check = app.createRateLimit({ max, timeWindow });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests(tooManyMessage(`${result.ttlInSeconds} seconds`));
    }
  };
}
