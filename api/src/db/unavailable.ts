/**
 * "The database cannot be reached (now)": what a request that failed this way should tell its client
 * (503, try again shortly) instead of an internal error. Recognised by what PostgreSQL, node-postgres,
 * its pool and the operating system say, wrapped or not (Drizzle puts the driver's error in `cause`).
 */
import { NETWORK_ERROR_CODES } from '../lib/network-errors';

/**
 * SQLSTATEs of a server that is going away or cannot take the statement now: class 08 (connection
 * exception), 57P01 admin shutdown (`pg_ctl stop -m fast`, `pg_terminate_backend`, a failover), 57P02
 * crash shutdown, 57P03 cannot connect now (starting up, shutting down, in recovery), 57014 a statement
 * cancelled (our statement_timeout: the server is too slow to answer), 53300 too many connections,
 * 25P03 an idle transaction's session ended by the server.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '25P03']);

/** node-postgres and pg-pool errors carry no code, only these messages. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout / (ended by the server)
  /not queryable/, // "Client has encountered a connection error and is not queryable", "Client was closed …"
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Query read timeout$/, // the client's query_timeout
  /^Cannot use a pool after calling end on the pool$/, // the process is closing
];

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error in `error`'s chain (itself, a cause, one of an AggregateError's) that says the database is away. */
function unavailableCause(error: unknown): { code?: unknown; message?: unknown } | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || seen.has(next) || seen.size > 10) continue;
    seen.add(next);
    if (matches(next)) return next;
    queue.push((next as { cause?: unknown }).cause);
    // Node's connect over several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
    const { errors } = next as { errors?: unknown };
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}

/** Whether `error` (or what it wraps) says the database is unreachable or refusing work for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/**
 * What the driver said, for the log: its code and message only. Drizzle's own message carries the
 * whole statement and its parameters (people's data), which an outage would otherwise copy into a
 * log line per request.
 */
export function describeUnavailable(error: unknown): string {
  const cause = unavailableCause(error);
  if (!cause) return 'unknown';
  return [cause.code, cause.message].filter((part) => typeof part === 'string' && part).join(' ');
}
