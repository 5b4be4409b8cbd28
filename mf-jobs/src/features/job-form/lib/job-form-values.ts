import type { JobTermValues } from '@freelane/shared/ui';
import {
  JOB_TYPES,
  JOB_RANKS,
  BUDGET_TYPES,
  JOB_DURATIONS,
  type BudgetType,
  type JobCategory,
  type JobDuration,
} from '@freelane/shared/contracts/job-options';
import { knownValue } from '@freelane/shared/contracts/known-values';
import type { Job, JobBody } from '@freelane/shared/contracts';

/** What the Post / Edit Job form holds: a job's terms (shared's JobTermValues) and, when posting, the terms box. */
export interface JobFormValues extends JobTermValues {
  terms?: boolean;
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  skills: [],
  jobType: 'oneTime',
  budgetType: 'fixed',
  salary: null,
  applicationDeadline: null,
};

const isPostedDuration = (value: string): value is JobDuration => (JOB_DURATIONS as readonly string[]).includes(value);
const isPostedBudgetType = (value: string): value is BudgetType => (BUDGET_TYPES as readonly string[]).includes(value);

/**
 * A saved job as form values (Edit Job). Only open posted jobs are edited, and those always carry the
 * posted lists' values; a brief's terms (a job hired from chat) are never put in the form: the
 * duration is left for the user to choose and the budget type falls back to Fixed Price.
 */
export function jobToFormValues(job: Job): JobFormValues {
  return {
    title: job.title,
    category: job.category as JobCategory,
    // A value this code does not know (a newer release's) is asked again rather than sent back.
    rank: knownValue(JOB_RANKS, job.rank),
    description: job.description,
    skills: job.skills,
    jobType: knownValue(JOB_TYPES, job.jobType) ?? 'oneTime',
    duration: isPostedDuration(job.duration) ? job.duration : undefined,
    budgetType: isPostedBudgetType(job.budgetType) ? job.budgetType : 'fixed',
    salary: job.salary,
    // Sent and stored as yyyy-MM-dd (a longer timestamp would not fit the date box).
    applicationDeadline: job.applicationDeadline.slice(0, 10),
  };
}

/**
 * The request body (terms are the form's own, never sent), or the first problem's message. The
 * schema's module loads when the form is sent, not with the page (issue 39).
 */
export async function toJobFormBody(values: JobFormValues): Promise<{ body: JobBody } | { error: string }> {
  const { terms: _terms, ...rest } = values;
  const { toJobBody } = await import('@freelane/shared/ui/job-body');
  return toJobBody(rest);
}
