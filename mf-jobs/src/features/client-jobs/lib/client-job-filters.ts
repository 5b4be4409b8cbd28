import type { JobStatus } from '@freelane/shared/contracts';

/**
 * My Jobs filters (client): the spec's status names, in the URL as `?status=`. The labels are the
 * badge labels so a filter and the rows it shows read the same. Closed: a dispute ended the job
 * without completion (issue 12).
 */
export const CLIENT_JOB_FILTERS = [
  'all',
  'active',
  'progress',
  'paused',
  'review',
  'completed',
  'disputes',
  'closed',
] as const;
export type ClientJobFilter = (typeof CLIENT_JOB_FILTERS)[number];

export const CLIENT_JOB_FILTER_LABELS: Record<ClientJobFilter, string> = {
  all: 'All',
  active: 'Active',
  progress: 'In Progress',
  paused: 'Pending Review',
  review: 'In Revision',
  completed: 'Completed',
  disputes: 'Disputes',
  closed: 'Closed',
};

export function parseClientJobFilter(value: string | null): ClientJobFilter {
  return CLIENT_JOB_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The status the server filters by; undefined for All. */
export function filterToStatus(filter: ClientJobFilter): JobStatus | undefined {
  return filter === 'all' ? undefined : filter;
}
