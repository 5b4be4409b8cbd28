import type { JobCategory, JobDuration, JobRank } from '@freelane/shared/contracts';

/** What the draft form holds; the deadline is the date box's yyyy-MM-dd. */
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
  applicationDeadline: string | null;
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
