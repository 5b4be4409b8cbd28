import { Flex, Pagination } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { PageInfo } from '../contracts/common';
import { ErrorState } from './error-state';

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

interface ListPagerProps {
  pagination: PageInfo;
  onChange: (page: number) => void;
  size?: 'small';
  style?: CSSProperties;
}

/** The pages under a list, from the server's page info; nothing when everything fits on one page. */
export function ListPager({ pagination, onChange, size, style }: ListPagerProps) {
  if (pagination.totalPages <= 1) return null;
  return (
    <Flex justify="center" style={style}>
      <Pagination
        size={size}
        current={pagination.page}
        pageSize={pagination.limit}
        total={pagination.total}
        showSizeChanger={false}
        onChange={onChange}
      />
    </Flex>
  );
}
