import type { JobStatus } from '@freelane/shared/contracts';

/**
 * My Project filters: the spec's all, paused, completed, progress, plus review, disputes and closed,
 * which hired jobs also reach (a revision request, Mark As Incomplete, a dispute closed without
 * completion) and would otherwise only show under All.
 */
export const PROJECT_FILTERS = [
  'all',
  'progress',
  'paused',
  'review',
  'completed',
  'disputes',
  'closed',
] as const satisfies readonly (JobStatus | 'all')[];
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export const PROJECT_FILTER_LABELS: Record<ProjectFilter, string> = {
  all: 'All',
  progress: 'Progress',
  paused: 'Paused',
  review: 'Review',
  completed: 'Completed',
  disputes: 'Disputes',
  closed: 'Closed',
};

export function readProjectFilter(value: string | null): ProjectFilter {
  return PROJECT_FILTERS.find((filter) => filter === value) ?? 'all';
}

export const PROJECT_VIEWS = ['grid', 'table'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];
