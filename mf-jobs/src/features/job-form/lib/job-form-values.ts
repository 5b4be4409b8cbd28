import dayjs, { type Dayjs } from 'dayjs';
import {
  APPLICATION_DEADLINE_FORMAT,
  BUDGET_TYPES,
  JOB_DURATIONS,
  jobBody,
  type BudgetType,
  type Job,
  type JobBody,
  type JobCategory,
  type JobDuration,
  type JobRank,
  type JobType,
} from '@freelane/shared/contracts';

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
    rank: job.rank,
    description: job.description,
    skills: job.skills,
    jobType: job.jobType,
    duration: isPostedDuration(job.duration) ? job.duration : undefined,
    budgetType: isPostedBudgetType(job.budgetType) ? job.budgetType : 'fixed',
    salary: job.salary,
    applicationDeadline: dayjs(job.applicationDeadline, APPLICATION_DEADLINE_FORMAT),
  };
}

/** The deadline as the API takes it: the chosen calendar day as yyyy-MM-dd, no time zone shift. */
export function formatDeadline(day: Dayjs | null | undefined): string | undefined {
  return day ? day.format(APPLICATION_DEADLINE_FORMAT) : undefined;
}

/**
 * The request body through the same schema the API validates with (skills trimmed and de-duplicated,
 * text trimmed). Returns the first problem's message when the values are not valid.
 */
export function toJobBody(values: JobFormValues): { body: JobBody } | { error: string } {
  const { terms: _terms, ...rest } = values;
  const result = jobBody.safeParse({ ...rest, applicationDeadline: formatDeadline(values.applicationDeadline) });
  if (result.success) return { body: result.data };
  return { error: result.error.issues[0]?.message ?? 'Please check the form.' };
}
