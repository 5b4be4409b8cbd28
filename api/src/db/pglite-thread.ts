import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_WORKER_FILE } from '../paths';
import type { ThreadReply, ThreadRequest, WorkerOptions } from './pglite-protocol';

/**
 * The compiled worker as it is; from source (tests, npm run dev), through tsx, whose hooks Node 20
 * does not hand down to worker threads: the worker registers them first.
 */
function startWorker(workerData: WorkerOptions): Worker {
  if (!PGLITE_WORKER_FILE.endsWith('.ts')) return new Worker(PGLITE_WORKER_FILE, { workerData });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(pathToFileURL(PGLITE_WORKER_FILE).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${file}); });`, {
    eval: true,
    workerData,
  });
}

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type QueryOptions = { rowMode?: 'array' | 'object' };

/** What drizzle's PGlite driver calls: `query`, and `transaction` with a handle that queries. */
interface Queries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/**
 * The embedded database on a thread of its own (db/pglite-worker.ts), as the PGlite client drizzle
 * talks to. PGlite runs each statement synchronously in WebAssembly: on the API's thread, every
 * statement held every request, socket and timer (0.5–1 ms each, and queued statements ran back to
 * back). Here the API's event loop only sends and receives, and the statements use the second core.
 * Statements and transactions keep PGlite's own order: one at a time, a transaction as one unit.
 */
export class PgliteThread implements Queries {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTransaction = 1;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
      else waiting.resolve(reply.result);
    });
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', (code) => this.#failAll(new Error(`the embedded database's thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and resolves once its database is open. */
  static open(dir: string | 'memory'): Promise<PgliteThread> {
    const worker = startWorker({ dir });
    return new Promise((resolve, reject) => {
      const first = (reply: ThreadReply) => {
        if (reply.id !== 0) return;
        worker.off('message', first);
        worker.off('error', reject);
        if (reply.error) {
          void worker.terminate();
          reject(Object.assign(new Error(reply.error.message), reply.error.fields));
        } else resolve(new PgliteThread(worker));
      };
      worker.on('message', first);
      worker.once('error', reject);
    });
  }

  /** As drizzle's driver types it: the calls it makes are the ones implemented here. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.#send({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  /** `callback`'s statements run inside one transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(callback: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#send({ op: 'begin', tx });
    const handle: Queries = {
      query: (sql, params = [], options = {}) => this.#send({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx }),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    await this.#send({ op: 'close' });
    await this.#worker.terminate();
  }

  #send(request: Request): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #failAll(error: Error) {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
