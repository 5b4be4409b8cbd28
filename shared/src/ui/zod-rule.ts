import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd Form rule that runs a shared zod schema, so the form shows exactly the limits and
 * messages the API enforces (one source of truth). The first issue's message is shown.
 * `empty` is what an untouched field holds ('' for text, [] for lists).
 */
export function zodRule(schema: z.ZodType, empty: unknown = ''): FormRule {
  return {
    // Without `required`, antd skips every rule of an untouched (empty) field.
    required: !schema.safeParse(empty).success,
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? empty);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'This value is not valid.');
    },
  };
}
