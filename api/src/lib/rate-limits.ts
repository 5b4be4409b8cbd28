import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES_PER_SECOND } from '@freelane/shared/contracts';
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

/** The signed-in user's id, else the address: one person's tabs share a limit, colleagues behind one address do not. */
const userKey = async (request: FastifyRequest) => (await request.currentUser())?.id ?? request.ip;

/** A route's `config.rateLimit` counted per signed-in user rather than per address. */
export function perUserLimit(max: number, timeWindow: string | number) {
  return { max, timeWindow, keyGenerator: userKey };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Chat sends (sendMessage, proposeJob): at most MESSAGES_PER_SECOND per user across BOTH routes.
     * One limiter checked by each route's onRequest hook, so the routes share one counter (a route's
     * own `config.rateLimit` would count each route separately, whatever its groupId).
     */
    chatSendLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const CHAT_SEND_TOO_FAST = 'You are sending messages too quickly. Please wait a moment and try again.';

/**
 * The chat's send limit as a defined route's `onRequest` option (endpoints/handlers.ts): the one
 * per-user pace of every way a message is sent, decorated once on the app (decorateChatSendLimit).
 */
export const chatSendLimit = (request: FastifyRequest, reply: FastifyReply) =>
  request.server.chatSendLimit(request, reply);

export function decorateChatSendLimit(app: FastifyInstance): void {
  const check = app.createRateLimit({ max: MESSAGES_PER_SECOND, timeWindow: 1000, keyGenerator: userKey });
  app.decorate('chatSendLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, result.ttlInSeconds));
      throw tooManyRequests(CHAT_SEND_TOO_FAST);
    }
  });
}
