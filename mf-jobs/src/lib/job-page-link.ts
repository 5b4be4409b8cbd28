import { daysUntil } from './format';

/** The job page (/jobs/:id, issue 36): every mention of an open job links to it. */
export const jobPagePath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;

/**
 * Whether the job page shows this job: open (active) and its application deadline not past, the
 * API's rule for the public read (GET /job/page/{jobId}); other jobs' pages are a 404.
 */
export function hasJobPage(job: { status: string; applicationDeadline: string }, now: Date = new Date()): boolean {
  return job.status === 'active' && daysUntil(job.applicationDeadline, now) >= 0;
}
