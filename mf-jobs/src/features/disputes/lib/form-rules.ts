import type { FormRule } from 'antd';

/** A text field that must hold at least `min` characters once trimmed (what the server counts). */
export function minTrimmedLength(min: number, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value.trim().length < min) throw new Error(message);
    },
  };
}
