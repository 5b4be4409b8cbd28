/**
 * Helpers for the statements a read runs every time, which repositories build once and send by
 * name (docs/decisions.md, "Statements a read runs every time are prepared").
 */

/**
 * How many elements PostgreSQL assumes an array parameter holds when it plans without seeing it
 * (its `estimate_array_length` guess for a generic plan's `= any($1)`).
 */
export const ASSUMED_ARRAY_LENGTH = 10;

/**
 * A list for an `= any($n)` parameter of a prepared statement, at least ASSUMED_ARRAY_LENGTH long:
 * a shorter one is filled up with its first element, which matches nothing the others do not.
 *
 * Why: PostgreSQL plans a prepared statement's first five runs with the values it is given (custom
 * plans) and then keeps its one generic plan only if that costs no more. A custom plan counts the
 * array's real length, the generic plan assumes ten, and a page's cache misses are usually one to
 * three jobs: every custom plan looked cheaper than the generic one, so the statement was planned
 * again on every run (the job views' context: 0.55 ms of planning to 0.2 ms of execution). At the
 * assumed length the two cost the same, and the generic plan wins.
 */
export function anyList<T>(values: readonly T[]): T[] {
  if (values.length === 0 || values.length >= ASSUMED_ARRAY_LENGTH) return [...values];
  return [...values, ...Array<T>(ASSUMED_ARRAY_LENGTH - values.length).fill(values[0])];
}
