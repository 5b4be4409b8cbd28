import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isWriteRoute } from '../lib/change-scope';

/**
 * Statements issued while a request that changes something is handled go ahead of the statements
 * waiting for the embedded database (db/pglite-worker.ts). Such a request (a job posted, a
 * proposal, a message) runs several statements one after another, its checks and then its
 * transaction, and first come, first served each of them waited behind every read queued before
 * it: at 1,000 reads a second the person who acted waited several queues in a row where a read
 * waits one (docs/decisions.md, "A change goes ahead of the reads waiting for the embedded
 * database"). On PostgreSQL nothing changes: statements run side by side on the pool's connections.
 */
const changing = new AsyncLocalStorage<{ handling: boolean }>();

/** Runs `work` (and what it starts) with its statements ahead of the others. */
export const runAhead = <T>(work: () => T): T => changing.run({ handling: true }, work);

/** Whether a statement issued now goes ahead (see runAhead and changesGoAhead). */
export const isAhead = (): boolean => changing.getStore()?.handling === true;

/**
 * The app's first onRequest hook: a request to a route that changes data (`isWriteRoute`, the
 * rule the read cache's declarations use: every method but GET, HEAD and OPTIONS, and the spec's
 * state-changing GETs) is handled ahead, until its answer is sent. What it left running after that
 * (a mail kicked, a cache filled) waits its turn. Not `changingRequest`: that scope starts at
 * preValidation, after the session's lookup, and scheduled work a read brings forward leaves it.
 */
export function changesGoAhead(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!isWriteRoute({ method: request.method, config: request.routeOptions.config })) return done();
  const store = { handling: true };
  const answered = () => (store.handling = false);
  reply.raw.once('finish', answered);
  reply.raw.once('close', answered);
  changing.run(store, done);
}
