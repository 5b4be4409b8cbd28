import type { JobBody } from '@freelane/shared/contracts';
import { requiredRule, zodPlainRule, type PlainRules } from '../plain/use-plain-form';
import { deadlineNotFuture } from './deadline-input';

/** What a plain job form holds (Post A Job, an assistant's draft); the deadline is the date box's yyyy-MM-dd. */
export interface JobFieldValues {
  title: string;
  category?: string;
  rank?: string;
  description: string;
  skills: string[];
  jobType: string;
  duration?: string;
  budgetType: string;
  salary: number | null;
  applicationDeadline: string | null;
}

// The API's own `jobBody` rules, loaded at the first check rather than with the page (zod and the
// job schemas are ≈ 30 kB gzip a first screen does not need: issue 39).
let shapeLoading: Promise<(typeof import('@freelane/shared/contracts/jobs'))['jobBody']['shape']> | undefined;
const loadShape = () =>
  (shapeLoading ??= import('@freelane/shared/contracts/jobs').then(({ jobBody }) => jobBody.shape));
const shapeRule = (name: keyof JobBody, empty: unknown = '') =>
  zodPlainRule<JobFieldValues>(() => loadShape().then((shape) => shape[name]), empty);

/**
 * A plain job form's checks, field by field, with the limits and messages of the API's `jobBody`
 * schema: the one home of Post A Job's rules and of an assistant's draft (issue 39).
 */
export const JOB_FIELD_RULES: PlainRules<JobFieldValues> = {
  title: [shapeRule('title')],
  category: [shapeRule('category', undefined)],
  rank: [shapeRule('rank', undefined)],
  description: [shapeRule('description')],
  skills: [shapeRule('skills', [])],
  jobType: [shapeRule('jobType', undefined)],
  budgetType: [shapeRule('budgetType', undefined)],
  duration: [shapeRule('duration', undefined)],
  salary: [requiredRule('Please enter a budget.'), shapeRule('salary')],
  applicationDeadline: [
    requiredRule('Please choose an application deadline.'),
    deadlineNotFuture,
    shapeRule('applicationDeadline'),
  ],
};
