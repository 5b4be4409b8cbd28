import { lazy, Suspense, type ReactNode } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { PageInfo } from '../contracts/common';
import { ErrorState } from './error-state';
import type { PagerControlProps } from './pager-control';

// antd's Pagination brings its page-size Select (rc-select, a virtual list: about 40 kB gzip with
// the pager) though the pager never shows it; most lists fit on one page, so it loads when needed.
const PagerControl = lazy(() => import('./pager-control'));

/** antd's pager heights (controlHeight, controlHeightSM): its place is kept while its code loads. */
const PAGER_HEIGHT_PX = { default: 32, small: 24 } as const;

/** The parts of an RTK Query result a list needs. */
export interface ListQueryState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: ListQueryState;
  /** This page's items (undefined before the first answer). */
  items: readonly T[] | undefined;
  /** The server's page info; the pager shows when there is more than one page. */
  pagination?: PageInfo;
  onPageChange?: (page: number) => void;
  /** What shows while the first page loads: a skeleton shaped like the list. */
  loading: ReactNode;
  errorTitle: string;
  /** Shown when the error carries no message of its own. */
  errorFallback: string;
  /** What shows when there is nothing to list, with a way forward. */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
  pagerMarginTop?: number;
}

/**
 * Every list that grows reads the same way: a skeleton while the first page loads, the error with
 * Try again, an empty state, then the items and a pager. While another page loads the old one stays,
 * marked busy, so the list does not jump.
 */
export function PagedList<T>({
  query,
  items,
  pagination,
  onPageChange,
  loading,
  errorTitle,
  errorFallback,
  empty,
  children,
  pagerMarginTop = 32,
}: PagedListProps<T>) {
  if (query.isLoading) return <>{loading}</>;
  if (query.isError || !items) {
    return (
      <ErrorState
        title={errorTitle}
        message={getErrorMessage(query.error, errorFallback)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={query.isFetching}>
      {children(items)}
      {pagination && onPageChange && (
        <ListPager pagination={pagination} onChange={onPageChange} style={{ marginTop: pagerMarginTop }} />
      )}
    </div>
  );
}

/** The pages under a list, from the server's page info; nothing when everything fits on one page. */
export function ListPager(props: PagerControlProps) {
  if (props.pagination.totalPages <= 1) return null;
  const placeholder = <div style={{ ...props.style, height: PAGER_HEIGHT_PX[props.size ?? 'default'] }} />;
  return (
    <Suspense fallback={placeholder}>
      <PagerControl {...props} />
    </Suspense>
  );
}
