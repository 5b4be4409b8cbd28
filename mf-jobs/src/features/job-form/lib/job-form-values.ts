import dayjs, { type Dayjs } from 'dayjs';
import {
  JOB_TYPES,
  JOB_RANKS,
  knownValue,
  APPLICATION_DEADLINE_FORMAT,
  BUDGET_TYPES,
  JOB_DURATIONS,
  type BudgetType,
  type Job,
  type JobBody,
  type JobCategory,
  type JobDuration,
  type JobRank,
  type JobType,
} from '@freelane/shared/contracts';
import { toJobBody } from '@freelane/shared/ui';

/** What the Post / Edit Job form holds; the deadline is a calendar day until it is sent. */
export interface JobFormValues {
  title: string;
  category?: JobCategory;
  rank?: JobRank;
  description: string;
  skills: string[];
  jobType: JobType;
  duration?: JobDuration;
  budgetType: BudgetType;
  salary: number | null;
  applicationDeadline: Dayjs | null;
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
    applicationDeadline: dayjs(job.applicationDeadline, APPLICATION_DEADLINE_FORMAT),
  };
}

/** The request body (terms are the form's own, never sent), or the first problem's message. */
export function toJobFormBody(values: JobFormValues): { body: JobBody } | { error: string } {
  const { terms: _terms, ...rest } = values;
  return toJobBody(rest);
}
