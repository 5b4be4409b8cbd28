import { z } from 'zod';
import { UNKNOWN_VALUE } from './known-values';

const tolerant = new WeakSet<object>();

/**
 * An enum for responses: the known values pass, any other string becomes `unknown` instead of
 * failing the response's serialization (a 500 on every read of that row). Requests keep the strict
 * z.enum: nobody may write a value this release does not know. Every enum in a success response is
 * one of these (api/src/routes/response-enums.test.ts walks every route).
 */
export function tolerantEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const known = new Set<string>(values);
  const schema = z.preprocess(
    (value) => (typeof value === 'string' && !known.has(value) ? UNKNOWN_VALUE : value),
    z.enum([...values, UNKNOWN_VALUE] as [...T, typeof UNKNOWN_VALUE]),
  );
  tolerant.add(schema);
  return schema;
}

/** Whether a schema was made by tolerantEnum (the route walk's test). */
export const isTolerantEnum = (schema: object): boolean => tolerant.has(schema);

// The reading side (no zod: a first screen reads labels without loading the schema library).
export { knownOr, knownValue, UNKNOWN_VALUE } from './known-values';
