import type { PlainRule } from '@freelane/shared/ui';

/** A text field that must hold at least `min` characters once trimmed (what the server counts). */
export function minTrimmedLength<Values>(min: number, message: string): PlainRule<Values> {
  return (value) => (typeof value !== 'string' || value.trim().length < min ? message : undefined);
}
