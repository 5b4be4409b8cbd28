/**
 * The limits of a job's fields, without zod: a plain module, so a form's first screen (Post / Edit
 * Job, a draft) shows its counters and maxima without loading zod or the job schemas (issue 39).
 * jobs.ts builds `jobBody` from these and re-exports them.
 */
export const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_DESCRIPTION_MIN_LENGTH = 50;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
export const JOB_SKILL_MAX_LENGTH = 50;
export const JOB_SKILLS_MAX_COUNT = 15;
export const JOB_SALARY_MAX = 1_000_000;
export const APPLICATION_DEADLINE_FORMAT = 'YYYY-MM-DD';
