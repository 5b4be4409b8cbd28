// The embedded database's own thread (db/pglite-thread.ts starts it): PGlite runs every statement
// synchronously in WebAssembly, so here it keeps the API's event loop free and the machine's second
// core busy. It answers the main thread's requests in the order they come, except that a
// transaction, and a statement of a request that changes something, go ahead of the statements
// still waiting (runWaiting).
import { readFileSync } from 'node:fs';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ThreadReply, ThreadRequest, WorkerOptions } from './pglite-protocol';
import { snapshotPglite } from './pglite-snapshot';
import { statementRunner } from './pglite-statements';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (db/pglite-thread.ts)');
const port = parentPort;
const { dir, template, inPlaceReplies, inPlaceSignal } = workerData as WorkerOptions;

// pg_trgm backs the Find Jobs keyword search index (migration 0004); PostgreSQL ships it in contrib.
const options = { extensions: { pg_trgm } };
// A throw-away database from a template (tests) skips initdb and the migrations already in it:
// about 3 s of each test app's start. A folder's database never takes one.
const db =
  dir === 'memory'
    ? new PGlite({ ...options, ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}) })
    : new PGlite(dir, options);

/** The parsers drizzle asks for: it maps dates and times itself from their text. */
const keepText = (value: string) => value;
const AS_TEXT = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, keepText]));

interface OpenTransaction {
  /** PGlite's handle, once the transaction holds the database. */
  tx?: Transaction;
  /** Ends it: committed (true) or rolled back. */
  end: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled it back (a failed commit rejects). */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
const runStatement = statementRunner(db);

/**
 * Transactions asked for and not yet ended. While there is one, no statement outside a
 * transaction enters PGlite (see runWaiting).
 */
let transactionsAhead = 0;
let noTransactionAhead = Promise.resolve();
let lastTransactionEnded = () => {};
function transactionAsked() {
  if (transactionsAhead++ === 0) noTransactionAhead = new Promise((resolve) => (lastTransactionEnded = resolve));
}
function transactionEnded() {
  if (--transactionsAhead === 0) lastTransactionEnded();
}

/** Statements outside a transaction waiting for their turn: those issued ahead first (see runWaiting). */
const waiting = { ahead: [] as (() => Promise<void>)[], inTurn: [] as (() => Promise<void>)[] };
let runningWaiting = false;

/** `task` in its turn (see runWaiting): `ahead`, a statement of a request that changes something. */
function outsideTransactions<T>(task: () => Promise<T>, ahead = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    (ahead ? waiting.ahead : waiting.inTurn).push(() => task().then(resolve, reject));
    void runWaiting();
  });
}

/**
 * Statements outside a transaction run one at a time: those a request that changes something
 * issued (db/statement-priority.ts) first, then the others, each in the order they came. Before
 * each one the requests that arrived meanwhile are taken in (`takeWaiting`), and none starts while
 * a transaction is asked for or open, so a transaction's BEGIN waits for the one statement being
 * run at most. First come, first served, a BEGIN waited behind every read that came before it (on
 * the port, then in PGlite's lock), 100–300 ms at a time at 1,000 reads a second, and so did each
 * statement of the request before it (docs/decisions.md, "A change goes ahead of the reads waiting
 * for the embedded database").
 */
async function runWaiting() {
  if (runningWaiting) return;
  runningWaiting = true;
  try {
    for (;;) {
      takeWaiting();
      while (transactionsAhead > 0) {
        await noTransactionAhead;
        takeWaiting();
      }
      const next = waiting.ahead.shift() ?? waiting.inTurn.shift();
      if (!next) return;
      await next();
    }
  } finally {
    runningWaiting = false;
  }
}

/** An error as the main thread rebuilds it: PostgreSQL's fields (code, constraint, detail…) kept. */
function serialise(error: unknown): ThreadReply['error'] {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) if (typeof value !== 'function' && typeof value !== 'object') fields[key] = value;
  return { message: error.message, fields };
}

async function run(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const inTransaction = request.tx !== undefined;
      if (inTransaction && !transactions.get(request.tx as number)?.tx) throw new Error(`transaction ${request.tx} is not open`);
      const statement = () =>
        runStatement(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: AS_TEXT,
          prepared: request.prepared === true,
          inTransaction,
        });
      return inTransaction ? statement() : outsideTransactions(statement, request.ahead === true);
    }
    case 'begin': {
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (end = resolve));
      let opened!: () => void;
      const holding = new Promise<void>((resolve) => (opened = resolve));
      const open: OpenTransaction = { end, done: Promise.resolve() };
      transactions.set(request.tx, open);
      transactionAsked();
      open.done = db.transaction(async (tx) => {
        open.tx = tx;
        opened();
        if (!(await decided)) await tx.rollback();
      });
      open.done.then(transactionEnded, transactionEnded);
      // Answers once the transaction holds the database (or could not start).
      await Promise.race([holding, open.done]);
      return undefined;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      transactions.delete(request.tx);
      open.end(request.commit);
      return open.done;
    }
    // Behind the statements that came before them, as they were before transactions went ahead.
    case 'close':
      return outsideTransactions(() => db.close());
    case 'snapshot':
      return outsideTransactions(() => snapshotPglite(db, request.queries));
  }
}

/** A transaction's statement is answered on the in-place port, and the waiting API thread woken. */
function answer(request: ThreadRequest, reply: ThreadReply) {
  if (request.op === 'query' && request.inPlace) {
    inPlaceReplies.postMessage(reply);
    Atomics.store(inPlaceSignal, 0, 1);
    Atomics.notify(inPlaceSignal, 0);
  } else if (request.op === 'snapshot' && reply.result) {
    // The dump is as large as the database: handed over, not copied.
    port.postMessage(reply, [(reply.result as { tarball: Uint8Array }).tarball.buffer as ArrayBuffer]);
  } else port.postMessage(reply);
}

function receive(request: ThreadRequest) {
  run(request).then(
    (result) => answer(request, { id: request.id, result }),
    (error: unknown) => answer(request, { id: request.id, error: serialise(error) }),
  );
}

/**
 * Takes in every request already waiting on the port. Statements run back to back in this thread's
 * microtasks, so without it nothing that arrived during a run of them, a BEGIN included, would be
 * seen before the last one ended (see runWaiting).
 */
function takeWaiting() {
  for (let arrived = receiveMessageOnPort(port); arrived; arrived = receiveMessageOnPort(port))
    receive(arrived.message as ThreadRequest);
}

port.on('message', (request: ThreadRequest) => {
  receive(request);
  takeWaiting();
});

db.waitReady.then(
  () => port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply),
  (error: unknown) => port.postMessage({ id: 0, error: serialise(error) } satisfies ThreadReply),
);
