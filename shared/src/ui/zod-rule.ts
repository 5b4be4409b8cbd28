import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first issue's message, thrown as antd's validators expect. */
function check(schema: z.ZodType, value: unknown, empty: unknown): void {
  const result = schema.safeParse(value ?? empty);
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'This value is not valid.');
}

/**
 * An antd Form rule that runs a shared zod schema, so the form shows exactly the limits and
 * messages the API enforces (one source of truth). The first issue's message is shown.
 * `empty` is what an untouched field holds ('' for text, [] for lists).
 */
export function zodRule(schema: z.ZodType, empty: unknown = ''): FormRule {
  return {
    // Without `required`, antd skips every rule of an untouched (empty) field.
    required: !schema.safeParse(empty).success,
    validator: async (_rule, value: unknown) => check(schema, value, empty),
  };
}

/**
 * `zodRule` for a schema whose module loads at the first check, not with the page: a first page
 * then carries neither zod (about 25 kB gzip) nor the contracts module. `required` is what
 * `zodRule` reads from the schema (the empty value fails it); a test of the form keeps the two
 * in step.
 */
export function deferredZodRule(
  loadSchema: () => Promise<z.ZodType>,
  { required, empty = '' }: { required: boolean; empty?: unknown },
): FormRule {
  return {
    required,
    validator: async (_rule, value: unknown) => check(await loadSchema(), value, empty),
  };
}
