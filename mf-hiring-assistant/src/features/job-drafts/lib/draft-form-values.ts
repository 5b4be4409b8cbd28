import type { BudgetType, JobCategory, JobDuration, JobRank, JobType } from '@freelane/shared/contracts';

/** What the draft form holds; the deadline is the date box's yyyy-MM-dd. */
export interface DraftFormValues {
  title: string;
  category?: JobCategory;
  rank?: JobRank;
  description: string;
  skills: string[];
  jobType: JobType;
  duration?: JobDuration;
  budgetType: BudgetType;
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
