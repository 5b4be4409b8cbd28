import { JOB_FILTER_LABELS, type JobFilter } from '@freelane/shared/contracts';

/**
 * My Project filters: All and each status a hired job reaches (never `active`: an open job has no
 * one hired), each reading exactly as its badge (the one vocabulary of status-vocabulary.ts).
 */
export const PROJECT_FILTERS = [
  'all',
  'progress',
  'paused',
  'review',
  'completed',
  'disputes',
  'closed',
] as const satisfies readonly JobFilter[];
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

export const PROJECT_FILTER_LABELS: Record<ProjectFilter, string> = JOB_FILTER_LABELS;

export function readProjectFilter(value: string | null): ProjectFilter {
  return PROJECT_FILTERS.find((filter) => filter === value) ?? 'all';
}

export const PROJECT_VIEWS = ['grid', 'table'] as const;
export type ProjectView = (typeof PROJECT_VIEWS)[number];
