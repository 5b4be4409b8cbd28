import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_WORKER_FILE } from '../paths';
import type { ThreadReply, ThreadRequest, WorkerOptions } from './pglite-protocol';
import type { PgliteSnapshot } from './pglite-snapshot';
import { isAhead } from './statement-priority';

/**
 * The compiled worker as it is; from source (tests, npm run dev), through tsx, whose hooks Node 20
 * does not hand down to worker threads: the worker registers them first.
 */
function startWorker(workerData: WorkerOptions): Worker {
  const transferList = [workerData.inPlaceReplies];
  if (!PGLITE_WORKER_FILE.endsWith('.ts')) return new Worker(PGLITE_WORKER_FILE, { workerData, transferList });
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const file = JSON.stringify(pathToFileURL(PGLITE_WORKER_FILE).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${file}); });`, {
    eval: true,
    workerData,
    transferList,
  });
}

/** How long a transaction's statement may take before the API's thread gives up waiting in place. */
const IN_PLACE_TIMEOUT_MS = 60_000;

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
/** What drizzle passes, and `prepared`, which db/client.ts adds to a statement prepared by name. */
type QueryOptions = { rowMode?: 'array' | 'object'; prepared?: boolean };

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
 *
 * A transaction holds the whole database until it ends, so its statements are not left to queue
 * behind the event loop's other work: once BEGIN holds the database, the API's thread waits in
 * place for each statement's answer (Atomics.wait, then receiveMessageOnPort), and the transaction
 * takes as long as its statements (a few ms) instead of one event-loop turn per statement, which
 * under 1,000 requests a second was 10–50 ms each while every read waited (docs/decisions.md).
 */
export class PgliteThread implements Queries {
  readonly #worker: Worker;
  readonly #inPlaceReplies: MessagePort;
  readonly #inPlaceSignal: Int32Array;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTransaction = 1;

  private constructor(worker: Worker, inPlaceReplies: MessagePort, inPlaceSignal: Int32Array) {
    this.#worker = worker;
    this.#inPlaceReplies = inPlaceReplies;
    this.#inPlaceSignal = inPlaceSignal;
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

  /**
   * Starts the thread and resolves once its database is open. `template`: a dump a throw-away
   * ('memory') database starts from (WorkerOptions).
   */
  static open(dir: string | 'memory', template?: string): Promise<PgliteThread> {
    const { port1: inPlaceReplies, port2: workerSide } = new MessageChannel();
    inPlaceReplies.unref();
    const inPlaceSignal = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const worker = startWorker({ dir, template, inPlaceReplies: workerSide, inPlaceSignal });
    return new Promise((resolve, reject) => {
      const first = (reply: ThreadReply) => {
        if (reply.id !== 0) return;
        worker.off('message', first);
        worker.off('error', reject);
        if (reply.error) {
          void worker.terminate();
          reject(Object.assign(new Error(reply.error.message), reply.error.fields));
        } else resolve(new PgliteThread(worker, inPlaceReplies, inPlaceSignal));
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
    return this.#send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      prepared: options.prepared,
      ahead: isAhead(),
    });
  }

  /** `callback`'s statements run inside one transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(callback: (tx: Queries) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#send({ op: 'begin', tx });
    const handle: Queries = {
      query: (sql, params = [], options = {}) =>
        this.#sendInPlace({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', prepared: options.prepared, tx, inPlace: true }),
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

  /** PGlite's own dump of the open database, taken between transactions (db/pglite-snapshot.ts). */
  snapshot(queries: readonly string[]): Promise<PgliteSnapshot> {
    return this.#send({ op: 'snapshot', queries: [...queries] }) as Promise<PgliteSnapshot>;
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

  /** Sends a statement and waits for its answer without leaving the current task (see the class). */
  #sendInPlace(request: Request & { op: 'query' }): Promise<unknown> {
    const id = this.#nextId++;
    Atomics.store(this.#inPlaceSignal, 0, 0);
    this.#worker.postMessage({ ...request, id });
    const startedAt = Date.now();
    for (;;) {
      const received = receiveMessageOnPort(this.#inPlaceReplies) as { message: ThreadReply } | undefined;
      if (received) {
        const reply = received.message;
        if (reply.id !== id) continue; // a late answer to a statement that timed out waiting: not ours
        return reply.error
          ? Promise.reject(Object.assign(new Error(reply.error.message), reply.error.fields))
          : Promise.resolve(reply.result);
      }
      const left = IN_PLACE_TIMEOUT_MS - (Date.now() - startedAt);
      if (left <= 0) return Promise.reject(new Error(`the embedded database did not answer within ${IN_PLACE_TIMEOUT_MS} ms`));
      Atomics.wait(this.#inPlaceSignal, 0, 0, left);
      Atomics.store(this.#inPlaceSignal, 0, 0);
    }
  }

  #failAll(error: Error) {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
