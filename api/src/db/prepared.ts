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

/**
 * Statements prepared by name (drizzle's `.prepare(name)`), each built on its first run and kept,
 * one per shape. Why on first run: a repository is made again for every transaction
 * (repositories/index.ts, inTransaction), and statements built when it is made would be built for
 * every transaction, used or not. Why per shape: a read whose conditions depend on its input (a
 * filter given or not) has a few shapes, each one statement whose values are placeholders;
 * `build(shape)` names its statement after the shape, as the same name must always mean the same
 * text on a connection.
 */
export function preparedPerShape<Shape extends string, Statement>(build: (shape: Shape) => Statement): (shape: Shape) => Statement {
  const built = new Map<Shape, Statement>();
  return (shape) => {
    let statement = built.get(shape);
    if (statement === undefined) {
      statement = build(shape);
      built.set(shape, statement);
    }
    return statement;
  };
}

/** One statement prepared by name, built on its first run (see preparedPerShape for why). */
export function preparedOnFirstRun<Statement>(build: () => Statement): () => Statement {
  const statement = preparedPerShape<'only', Statement>(build);
  return () => statement('only');
}
