/**
 * What a response says for a stored value this release does not know. During a rolling upgrade, or
 * after rolling the API back, a newer release may already have written a status, category or role
 * that this code has never heard of; and a remote released earlier may meet a value that a newer API
 * computes. Neither may fail: the server answers `unknown` (documented in the API reference), and
 * the front end shows it as such (`knownOr`).
 */
export const UNKNOWN_VALUE = 'unknown';

/**
 * A table of the known values (labels, colours), read with any value: one the table does not have
 * (`unknown`, or a value newer than this code) gets `fallback` instead of undefined.
 */
export function knownOr<K extends string, V>(
  table: Readonly<Partial<Record<K, V>>>,
  value: string | null | undefined,
  fallback: V,
): V {
  const found = value != null && Object.prototype.hasOwnProperty.call(table, value) ? table[value as K] : undefined;
  return found ?? fallback;
}

/** The value when this code knows it, else undefined: a form started from a stored value asks again. */
export function knownValue<T extends string>(values: readonly T[], value: string | null | undefined): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
