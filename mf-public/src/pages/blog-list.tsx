import { useCallback, useState } from 'react';
import type { Blog } from '@freelane/shared/contracts';
import { BLOG_EVERY_POST } from '@freelane/shared/contracts/blog-values';
import { usePageAnswer, useLivePart } from '@freelane/shared/session';
import { ErrorState, PageContainer } from '@freelane/shared/ui';
import { BlogSearchForm } from '../features/blog/components/blog-search-form';
import { BlogGrid } from '../features/blog/components/blog-grid';
import { BlogGridSkeleton } from '../features/blog/components/blog-grid-skeleton';
import type { BlogQueryState } from '../features/blog/live/blog-query';

const loadBlogQuery = () => import('../features/blog/live/blog-query');

const LOAD_FAILED = 'Something went wrong while loading posts. Please try again.';

/**
 * /blog — every post, searchable by keyword. No antd, and no store stack before the first render
 * (issue 39): the posts the page came with draw the first screen; the live query loads after it.
 */
export default function BlogList() {
  const [search, setSearch] = useState({ keyword: BLOG_EVERY_POST, searches: 0 });
  const [query, setQuery] = useState<BlogQueryState | undefined>(undefined);
  const firstPosts = usePageAnswer<{ blog: Blog[] }>('getAllBlog', BLOG_EVERY_POST)?.blog;
  const live = useLivePart(loadBlogQuery);
  const handleSearch = useCallback(
    (keyword: string) => setSearch((previous) => ({ keyword, searches: previous.searches + 1 })),
    [],
  );

  // Until the live query has answered, the empty keyword's posts are the ones the page came with.
  const blogs = query?.blogs ?? (search.keyword === BLOG_EVERY_POST ? firstPosts : undefined);
  const errorMessage = query?.errorMessage ?? (live.failed && !blogs ? LOAD_FAILED : undefined);

  let results;
  if (errorMessage) {
    results = (
      <ErrorState
        title="We couldn't load the blog"
        message={errorMessage}
        onRetry={query?.errorMessage ? query.refetch : live.retry}
      />
    );
  } else if (!blogs) {
    results = <BlogGridSkeleton />;
  } else {
    results = (
      <div aria-busy={query?.fetching ?? false}>
        <BlogGrid blogs={blogs} />
      </div>
    );
  }

  const LiveQuery = live.module?.BlogQuery;
  return (
    <PageContainer>
      {LiveQuery && <LiveQuery keyword={search.keyword} searches={search.searches} onChange={setQuery} />}
      <h1 className="fl-title">Freelane Blog</h1>
      <p className="fl-paragraph fl-text-secondary" style={{ fontSize: 16, maxWidth: 640 }}>
        Practical advice on freelancing, hiring and growing your skills — from finding your first client to running
        projects that get you hired again.
      </p>
      <div style={{ margin: '24px 0 32px' }}>
        <BlogSearchForm onSearch={handleSearch} searching={query?.searching ?? false} />
      </div>
      {results}
    </PageContainer>
  );
}
