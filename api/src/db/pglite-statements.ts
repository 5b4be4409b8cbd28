// How the embedded database's thread (db/pglite-worker.ts) runs one statement.
import { parse, protocol, type PGlite, type ParserOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's own `query()` makes six calls into the database for one statement (parse, describe,
 * bind, describe, execute, sync) and parses and plans the statement every time. Here a statement
 * is one call: the types of its parameters are learnt once per text (the values are serialised by
 * them, as PGlite does), and a statement the repositories prepared by name (drizzle's
 * `.prepare(name)`, which drizzle's PGlite driver does not pass on: db/client.ts hands it over) is
 * a named statement PostgreSQL keeps with its plan, as node-postgres does on PostgreSQL.
 * docs/decisions.md, "PGlite's statements in one call, the prepared ones kept": 0.55 → 0.30 ms for
 * a job by its id, 0.70 → 0.33 ms for the job views' context.
 */
export interface StatementOptions {
  rowMode: 'array' | 'object';
  parsers: ParserOptions;
  /** Prepared by name in a repository: kept as a named statement (see above). */
  prepared: boolean;
  /** Inside a transaction the thread holds (db/pglite-worker.ts): it already holds the database. */
  inTransaction: boolean;
}

/** Texts whose parameter types are remembered; past it the oldest is forgotten (a text costs one describe). */
const KNOWN_TEXTS = 2000;
/** Named statements kept; the repositories prepare a handful, so the bound only stops a mistake. */
const PREPARED_LIMIT = 100;

const { serialize } = protocol;

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/** PostgreSQL's "cached plan must not change result type": a named statement outlived a schema change. */
const STALE_PLAN = '0A000';

export function statementRunner(db: PGlite) {
  /** Each text's parameter types, as PostgreSQL inferred them. */
  const parameterTypes = new Map<string, number[]>();
  /** Each prepared text's statement name and parameter types. */
  const named = new Map<string, { name: string; types: number[] }>();
  let nextName = 1;

  async function describe(text: string, name?: string): Promise<number[]> {
    const { messages } = await db.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseDescribeStatementResults(messages);
  }

  /** The statement to bind: a named one (made on its first run outside a transaction) or the text again. */
  async function statementOf(text: string, options: StatementOptions) {
    const kept = named.get(text);
    if (kept) return kept;
    // A statement parsed inside a transaction that then fails would leave nothing to name: named
    // statements are made outside transactions only.
    if (options.prepared && !options.inTransaction && named.size < PREPARED_LIMIT) {
      const name = `freelane_${nextName++}`;
      const statement = { name, types: await describe(text, name) };
      named.set(text, statement);
      return statement;
    }
    let types = parameterTypes.get(text);
    if (!types) {
      types = await describe(text);
      if (parameterTypes.size >= KNOWN_TEXTS) parameterTypes.delete(parameterTypes.keys().next().value as string);
      parameterTypes.set(text, types);
    }
    return { name: undefined, types };
  }

  async function runOnce(text: string, params: readonly unknown[], options: StatementOptions): Promise<Results> {
    const statement = await statementOf(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[index]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = [
      ...(statement.name ? [] : [serialize.parse({ text, types: statement.types })]),
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    const { messages: answer } = await db.execProtocol(concat(messages), { syncToFs: false });
    if (!options.inTransaction) await db.syncToFs();
    return parse.parseResults(answer, db.parsers, { rowMode: options.rowMode, parsers: options.parsers })[0];
  }

  async function run(text: string, params: readonly unknown[], options: StatementOptions): Promise<Results> {
    try {
      return await runOnce(text, params, options);
    } catch (error) {
      const kept = named.get(text);
      if (kept && (error as { code?: string }).code === STALE_PLAN) {
        // Forgotten, and made again under a new name on its next run outside a transaction.
        named.delete(text);
        // Inside a transaction the error has aborted it: the caller rolls back, and the old
        // statement stays unused. Outside, it is closed and this run answered as a text.
        if (!options.inTransaction) {
          await db.execProtocol(concat([serialize.close({ type: 'S', name: kept.name }), serialize.sync()]), {
            syncToFs: false,
          });
          return runOnce(text, params, { ...options, prepared: false });
        }
      }
      // As PGlite's query() reports it: the statement on the error.
      throw Object.assign(error as object, { query: text });
    }
  }

  /** Runs one statement, in PGlite's order: inside the thread's transaction, or as one of its own. */
  return (text: string, params: readonly unknown[], options: StatementOptions): Promise<Results> =>
    options.inTransaction
      ? db.runExclusive(() => run(text, params, options))
      : db._runExclusiveTransaction(() => db.runExclusive(() => run(text, params, options)));
}
