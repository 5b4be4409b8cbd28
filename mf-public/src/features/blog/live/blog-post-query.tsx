import { useReportItemQuery, type HttpError, type ItemQueryState } from '@freelane/shared';
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
export type BlogPostQueryState = ItemQueryState<Blog>;

/**
 * /blogInside/:id's live query: renders nothing, reports the query's state to the page, which draws
 * the post the page came with until this part has loaded (after the first commit).
 */
export function BlogPostQuery({ id, onChange }: { id: string; onChange: (state: BlogPostQueryState) => void }) {
  const query = useGetBlogByIdQuery(id, { skip: !id });
  useReportItemQuery(
    id,
    query,
    { isNotFound, fallback: 'Something went wrong while loading the post. Please try again.' },
    onChange,
  );
  return null;
}
