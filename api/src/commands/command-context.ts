import type { FastifyInstance } from 'fastify';

/**
 * What a command may use: the repositories and the services the app is decorated with (clock,
 * log, mail, storage, real-time delivery, caches, scheduler) — never routes, hooks, the HTTP
 * server or the request. Routes pass `app`, which has all of these; a test or a script can pass
 * just these. Add a member here only when a command needs it.
 */
export type CommandContext = Pick<
  FastifyInstance,
  | 'repos'
  | 'db'
  | 'changes'
  | 'clock'
  | 'log'
  | 'config'
  | 'realtime'
  | 'mailer'
  | 'push'
  | 'storage'
  | 'readCache'
  | 'scheduler'
>;
