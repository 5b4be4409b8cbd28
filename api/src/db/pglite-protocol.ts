import type { MessagePort } from 'node:worker_threads';

/** What the API's thread and the embedded database's thread (db/pglite-worker.ts) say to each other. */

export interface WorkerOptions {
  /** The database folder, or 'memory' for a throw-away one (tests). */
  dir: string | 'memory';
  /**
   * A dump (PGlite's `dumpDataDir` tar, as a file) a throw-away database starts from instead of an
   * empty one: the API test runner's migrated template (testing/pglite-template.ts).
   */
  template?: string;
  /** Where the worker answers a transaction's statements, which the API's thread waits for in place. */
  inPlaceReplies: MessagePort;
  /** Raised to 1 (Atomics.notify) once an in-place answer has been posted. */
  inPlaceSignal: Int32Array;
}

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      tx?: number;
      inPlace?: boolean;
      /** Prepared by name in a repository: kept as a named statement (db/pglite-statements.ts). */
      prepared?: boolean;
      /** Issued for a request that changes something: it goes ahead of the others waiting (db/statement-priority.ts). */
      ahead?: boolean;
    }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' }
  /** The backup's dump (db/pglite-snapshot.ts), with the queries read in the same moment. */
  | { id: number; op: 'snapshot'; queries: string[] };

/** `id` 0 is the worker's first word: its database is open (or could not be). */
export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; fields: Record<string, unknown> };
}
