/**
 * One vocabulary of statuses (issue 36): what each status of each object reads as, and which
 * statuses each filter and count gathers. Every badge, filter, count, notification and mail takes its
 * words from here, so a filter and the badges of the rows it lists cannot say different things.
 *
 * A plain module (no zod, no React): the dashboards' first screens, the API's counts and the mails
 * all import it.
 */
import type { ApplicationStatus } from './applications';
import type { BriefStatus } from './briefs';
import type { DisputeStatus } from './disputes';
import type { JobDraftStatus } from './job-draft-statuses';
import type { JobStatus } from './job-options';

/** What a job's status reads as, for every role. `paused` is the stored code of Pending Review. */
export const JOB_STATUS_LABELS = {
  active: 'Open',
  progress: 'In Progress',
  paused: 'Pending Review',
  review: 'In Revision',
  completed: 'Completed',
  disputes: 'Disputed',
  closed: 'Closed',
} as const satisfies Record<JobStatus, string>;

/**
 * "Active" everywhere (the client's, the freelancer's and the admin's Active Jobs, in the API's
 * counts and the browser): work that is not finished: open for proposals, in progress, waiting for
 * the client's review or in revision. A disputed job is counted as Disputed, a closed one as Closed.
 * The open status reads "Open", not "Active", so no badge says "Active" for less than the count does.
 */
export const ACTIVE_JOB_STATUSES = ['active', 'progress', 'paused', 'review'] as const satisfies readonly JobStatus[];

/**
 * What an Active Jobs figure counts, in the badges' own words ("Open, In Progress, Pending Review or
 * In Revision"); a freelancer's figure leaves out Open (no one is hired on an open job).
 */
export function activeJobsNote(role: 'client' | 'freelancer' | 'admin'): string {
  const labels = ACTIVE_JOB_STATUSES.filter((status) => role !== 'freelancer' || status !== 'active').map(
    (status) => JOB_STATUS_LABELS[status],
  );
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

export const isActiveJobStatus = (status: string): boolean =>
  (ACTIVE_JOB_STATUSES as readonly string[]).includes(status);

/**
 * A job list's filters (My Jobs, My Project), in order: All, then one per status, each reading
 * exactly as the badge of the rows it lists (the server filters by that one status).
 */
export type JobFilter = 'all' | JobStatus;
export const JOB_FILTER_LABELS: Record<JobFilter, string> = { all: 'All', ...JOB_STATUS_LABELS };

/** A proposal (application): the freelancer's word and the client's are the same. */
export const APPLICATION_STATUS_LABELS = {
  pending: 'Under Review',
  accepted: 'Hired',
  rejected: 'Rejected',
} as const satisfies Record<ApplicationStatus, string>;

/**
 * A job draft an assistant wrote for a client: named by what happens next, so the same words are
 * true for the assistant who wrote it and the client who decides it.
 */
export const JOB_DRAFT_STATUS_LABELS = {
  pending: 'Awaiting Approval',
  approved: 'Approved and Posted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const satisfies Record<JobDraftStatus, string>;

/** A dispute: open (the parties talk), escalated (waiting for an admin), resolved (final). */
export const DISPUTE_STATUS_LABELS = {
  open: 'Open',
  escalated: 'Escalated',
  resolved: 'Resolved',
} as const satisfies Record<DisputeStatus, string>;

/** A project brief proposed in chat (`specific`: sent, not answered yet). */
export const BRIEF_STATUS_LABELS = {
  specific: 'Awaiting Answer',
  accepted: 'Accepted',
  declined: 'Declined',
} as const satisfies Record<BriefStatus, string>;

/** What a page is called: its menu item and its title say the same word (issue 36). */
export const PAGE_NAMES = {
  clientJobs: 'My Jobs',
  freelancerProjects: 'My Projects',
} as const;
