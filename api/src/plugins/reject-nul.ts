import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** True when any string in a parsed body, query or params holds U+0000. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  // Asked of every request's query and params: walked in place, no list of entries built.
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key.includes('\u0000') || containsNul(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text can't hold U+0000, so such input would fail deep in a query as a 500. No
 * legitimate text needs it: every request carrying one is refused up front with a 400.
 */
async function rejectNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) throw badRequest(NUL_MESSAGE, 'NUL_CHARACTER');
  });
}

export default fp(rejectNul, { name: 'reject-nul' });
