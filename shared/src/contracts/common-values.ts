/**
 * Values of common.ts a first screen reads, without zod (docs/decisions.md, "Issue 35: what a
 * first screen imports"; a test, shared/src/mf/first-screen-imports.test.ts, fails when a page's
 * static imports reach zod). common.ts re-exports them.
 */

/** zod's `z.string().uuid()` pattern (RFC 9562 versions 1–8, the nil and the max UUID). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is an id (`objectId.safeParse(value).success`, without loading zod). */
export function isObjectId(value: string): boolean {
  return UUID.test(value);
}
