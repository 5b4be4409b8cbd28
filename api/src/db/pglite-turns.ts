import type { PGlite } from '@electric-sql/pglite';

/**
 * How long the embedded database may hold the thread before the event loop gets a turn. A turn
 * accepts connections, reads requests and writes socket frames; 10 ms keeps each of those waiting
 * about as long as one slow statement.
 */
export const PGLITE_SLICE_MS = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database with its statements taking turns with the event loop.
 *
 * PGlite runs every statement synchronously on the API's own thread, and its queue of waiting
 * statements drains inside one chain of promise callbacks: under load a hundred queued statements
 * ran back to back for 300-700 ms, during which nothing else happened, and the kernel turned new
 * connections away once its accept queue was full (the soak's connect timeouts). Here statements
 * run one at a time, in order, and after PGLITE_SLICE_MS of them the next one waits for the event
 * loop to go round once. A transaction is one unit: its statements run on PGlite's own handle for
 * it, and no other statement starts until it ends, exactly as PGlite itself orders them.
 */
export function takingTurns(client: PGlite): PGlite {
  let tail: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(async () => {
      if (performance.now() - sliceStart >= PGLITE_SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
      return task();
    });
    tail = result.catch(() => undefined);
    return result;
  };
  const query: PGlite['query'] = (...args) => inTurn(() => client.query(...args));
  const transaction: PGlite['transaction'] = (callback) => inTurn(() => client.transaction(callback));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      // The client itself as `this`: its getters and methods read private fields.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
