import type { Dayjs } from 'dayjs';
import { APPLICATION_DEADLINE_FORMAT, jobBody, type JobBody, type JobCategory, type JobDuration, type JobRank } from '@freelane/shared/contracts';

/** What the draft form holds; the deadline stays a calendar day until it is sent. */
export interface DraftFormValues {
  title: string;
  category?: JobCategory;
  rank?: JobRank;
  description: string;
  skills: string[];
  jobType: 'oneTime';
  duration?: JobDuration;
  budgetType: 'fixed';
  salary: number | null;
  applicationDeadline: Dayjs | null;
}

export const EMPTY_DRAFT_FORM: DraftFormValues = {
  title: '',
  description: '',
  skills: [],
  jobType: 'oneTime',
  budgetType: 'fixed',
  salary: null,
  applicationDeadline: null,
};

/** The chosen day as the API takes it (yyyy-MM-dd), with no time zone shift. */
export function formatDeadline(day: Dayjs | null | undefined): string | undefined {
  return day ? day.format(APPLICATION_DEADLINE_FORMAT) : undefined;
}

/** The job through Post A Job's own schema, as the API will check it; the first problem otherwise. */
export function toJobBody(values: DraftFormValues): { body: JobBody } | { error: string } {
  const result = jobBody.safeParse({ ...values, applicationDeadline: formatDeadline(values.applicationDeadline) });
  if (result.success) return { body: result.data };
  return { error: result.error.issues[0]?.message ?? 'Please check the form.' };
}
