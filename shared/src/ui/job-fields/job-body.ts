import { jobBody, type JobBody } from '@freelane/shared/contracts/jobs';

/**
 * A job form's values (the deadline a yyyy-MM-dd from the date box) as the request body, through the
 * schema the API validates with (skills trimmed and de-duplicated, text trimmed); the first problem's
 * message when they are not valid. Its own module (zod and the job schemas), so a form's first screen
 * can load it when the form is sent (issue 39).
 */
export function toJobBody(values: { applicationDeadline: string | null }): { body: JobBody } | { error: string } {
  const result = jobBody.safeParse({ ...values, applicationDeadline: values.applicationDeadline ?? undefined });
  if (result.success) return { body: result.data };
  return { error: result.error.issues[0]?.message ?? 'Please check the form.' };
}
