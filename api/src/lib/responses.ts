import type { ZodType } from 'zod';
import { errorResponse } from '@freelane/shared/contracts';

/** Every route declares its success shape plus the error envelope: nothing unlisted leaves. */
export function responses<T extends Record<number, ZodType>>(success: T) {
  return { ...success, '4xx': errorResponse, '5xx': errorResponse };
}
