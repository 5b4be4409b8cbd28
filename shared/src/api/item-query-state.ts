import { useEffect } from 'react';
import { getErrorMessage } from './error-message';

/**
 * What a page draws of one item (a post, a job) from its live part's query (`useLivePart`): the part
 * renders nothing and reports this, and the page shows the item it came with until `loading` ends.
 */
export interface ItemQueryState<T> {
  id: string;
  /** The item of this id, once answered (never another id's while this one loads). */
  item: T | undefined;
  /** No answer yet for this id. */
  loading: boolean;
  notFound: boolean;
  /** Set when the query failed for another reason than "not found". */
  errorMessage: string | undefined;
  refetch: () => void;
}

/** Reports a one-item query's state (RTK Query's `currentData`, not an earlier id's) to the page. */
export function useReportItemQuery<T>(
  id: string,
  query: { currentData?: T; error?: unknown; isError: boolean; refetch: () => unknown },
  { isNotFound, fallback }: { isNotFound: (error: unknown) => boolean; fallback: string },
  onChange: (state: ItemQueryState<T>) => void,
): void {
  const { currentData, error, isError, refetch } = query;
  const notFound = isError && isNotFound(error);
  const errorMessage = isError && !notFound ? getErrorMessage(error, fallback) : undefined;
  useEffect(
    () =>
      onChange({
        id,
        item: currentData,
        loading: currentData === undefined && !isError,
        notFound,
        errorMessage,
        refetch: () => void refetch(),
      }),
    [id, currentData, isError, notFound, errorMessage, refetch, onChange],
  );
}
