import type { PageInfo, PaginationQuery } from '@freelane/shared/contracts';

/** The `pagination` object of every list answer: the page asked for, the total and the page count. */
export const paginationOf = (query: PaginationQuery, total: number): PageInfo => ({
  page: query.page,
  limit: query.limit,
  total,
  totalPages: Math.ceil(total / query.limit),
});
