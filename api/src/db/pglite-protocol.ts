/** What the API's thread and the embedded database's thread (db/pglite-worker.ts) say to each other. */

export interface WorkerOptions {
  /** The database folder, or 'memory' for a throw-away one (tests). */
  dir: string | 'memory';
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** `id` 0 is the worker's first word: its database is open (or could not be). */
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; fields: Record<string, unknown> };
}
