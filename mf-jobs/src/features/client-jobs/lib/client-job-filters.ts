import { JOB_FILTER_LABELS, type JobFilter, type JobStatus } from '@freelane/shared/contracts';

/**
 * My Jobs filters (client): the spec's status names, in the URL as `?status=`. The labels are the
 * badge labels (the one vocabulary of status-vocabulary.ts) so a filter and the rows it shows read the same. Closed: a dispute ended the job
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
] as const satisfies readonly JobFilter[];
export type ClientJobFilter = (typeof CLIENT_JOB_FILTERS)[number];

export const CLIENT_JOB_FILTER_LABELS: Record<ClientJobFilter, string> = JOB_FILTER_LABELS;

export function parseClientJobFilter(value: string | null): ClientJobFilter {
  return CLIENT_JOB_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** The status the server filters by; undefined for All. */
export function filterToStatus(filter: ClientJobFilter): JobStatus | undefined {
  return filter === 'all' ? undefined : filter;
}
