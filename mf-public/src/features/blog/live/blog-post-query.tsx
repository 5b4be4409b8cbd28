import { useEffect } from 'react';
import { getErrorMessage, type HttpError } from '@freelane/shared';
import type { Blog } from '@freelane/shared/contracts';
import { useGetBlogByIdQuery } from '../api/get-blog-by-id';

// 400 is what the API answers for an id that is not even well formed: also "no such post".
const NOT_FOUND_STATUSES: ReadonlyArray<HttpError['status']> = [400, 404];

function isNotFound(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    'status' in error &&
    NOT_FOUND_STATUSES.includes((error as HttpError).status)
  );
}

/** What a post's page draws from: the live query's state for one id. */
export interface BlogPostQueryState {
  id: string;
  /** The post of this id, once answered (never another id's while this one loads). */
  blog: Blog | undefined;
  /** No answer yet for this id (the page shows the post it came with meanwhile, if any). */
  loading: boolean;
  notFound: boolean;
  /** Set when the query failed for another reason. */
  errorMessage: string | undefined;
  refetch: () => void;
}

export interface BlogPostQueryProps {
  id: string;
  onChange: (state: BlogPostQueryState) => void;
}

/**
 * /blogInside/:id's live query: renders nothing, reports the query's state to the page, which draws
 * the post the page came with until this part has loaded (after the first commit).
 */
export function BlogPostQuery({ id, onChange }: BlogPostQueryProps) {
  const { currentData, error, isError, refetch } = useGetBlogByIdQuery(id, { skip: !id });
  const notFound = isError && isNotFound(error);
  const errorMessage =
    isError && !notFound
      ? getErrorMessage(error, 'Something went wrong while loading the post. Please try again.')
      : undefined;
  useEffect(
    () =>
      onChange({
        id,
        blog: currentData,
        loading: currentData === undefined && !isError,
        notFound,
        errorMessage,
        refetch: () => void refetch(),
      }),
    [id, currentData, isError, notFound, errorMessage, refetch, onChange],
  );
  return null;
}
