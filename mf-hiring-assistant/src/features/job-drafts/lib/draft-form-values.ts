import type { JobTermValues } from '@freelane/shared/ui';

/** What the draft form holds: a job's terms (shared's JobTermValues, Post A Job's too). */
export type DraftFormValues = JobTermValues;

export const EMPTY_DRAFT_FORM: DraftFormValues = {
  title: '',
  description: '',
  skills: [],
  jobType: 'oneTime',
  budgetType: 'fixed',
  salary: null,
  applicationDeadline: null,
};
