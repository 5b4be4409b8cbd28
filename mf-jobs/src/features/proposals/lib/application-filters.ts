import type { ApplicationStatus } from '@freelane/shared/contracts';

/** Proposals filter (spec §9: all, accepted, pending, rejected). */
export const APPLICATION_FILTERS = ['all', 'accepted', 'pending', 'rejected'] as const satisfies readonly (
  ApplicationStatus | 'all'
)[];
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export const APPLICATION_FILTER_LABELS: Record<ApplicationFilter, string> = {
  all: 'All',
  accepted: 'Accepted',
  pending: 'Pending',
  rejected: 'Rejected',
};

export function readApplicationFilter(value: string | null): ApplicationFilter {
  return APPLICATION_FILTERS.find((filter) => filter === value) ?? 'all';
}
