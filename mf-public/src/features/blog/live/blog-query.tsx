import { useEffect, useRef } from 'react';
import { getErrorMessage, useGetAllBlogQuery } from '@freelane/shared';
import type { Blog } from '@freelane/shared/contracts';

/** What /blog draws from: the live query's state. */
export interface BlogQueryState {
  /** The posts of the submitted keyword; undefined while its first answer is on its way. */
  blogs: Blog[] | undefined;
  /** Set when the query failed and has no answer to show. */
  errorMessage: string | undefined;
  /** A request is out (the first or a search). */
  fetching: boolean;
  /** A search is out while earlier posts are shown. */
  searching: boolean;
  refetch: () => void;
}

export interface BlogQueryProps {
  /** The submitted keyword, not the text being typed: the query reruns only on Search. */
  keyword: string;
  /** How many times Search was pressed: pressing it again with the same words asks the server again. */
  searches: number;
  onChange: (state: BlogQueryState) => void;
}

/**
 * /blog's live query: renders nothing, reports the query's state to the page, which draws the same
 * grid before and after this part has loaded (it loads after the first commit; no remount of the
 * posts, no lost input).
 */
export function BlogQuery({ keyword, searches, onChange }: BlogQueryProps) {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAllBlogQuery(keyword);

  const asked = useRef({ keyword, searches });
  useEffect(() => {
    if (searches !== asked.current.searches && keyword === asked.current.keyword) void refetch();
    asked.current = { keyword, searches };
  }, [keyword, searches, refetch]);

  const blogs = data?.blog;
  const errorMessage =
    isError && !data
      ? getErrorMessage(error, 'Something went wrong while loading posts. Please try again.')
      : undefined;
  useEffect(
    () =>
      onChange({
        blogs,
        errorMessage,
        fetching: isFetching,
        searching: isFetching && !isLoading,
        refetch: () => void refetch(),
      }),
    [blogs, errorMessage, isFetching, isLoading, refetch, onChange],
  );
  return null;
}
