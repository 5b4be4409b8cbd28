import { useState } from 'react';
import { getErrorMessage, useGetAllBlogQuery } from '@freelane/shared';
import { ErrorState, PageContainer } from '@freelane/shared/ui';
import { BlogSearchForm } from '../features/blog/components/blog-search-form';
import { BlogGrid } from '../features/blog/components/blog-grid';
import { BlogGridSkeleton } from '../features/blog/components/blog-grid-skeleton';

/** /blog — every post, searchable by keyword. No antd (issue 39). */
export default function BlogList() {
  // The submitted keyword, not the text being typed: the query reruns only on Search.
  const [keyword, setKeyword] = useState('');
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAllBlogQuery(keyword);
  const blogs = data?.blog;

  // Pressing Search again with the same words still asks the server, as a reader expects.
  const handleSearch = (nextKeyword: string) => {
    if (nextKeyword === keyword) void refetch();
    else setKeyword(nextKeyword);
  };

  return (
    <PageContainer>
      <h1 className="fl-title">Freelane Blog</h1>
      <p className="fl-paragraph fl-text-secondary" style={{ fontSize: 16, maxWidth: 640 }}>
        Practical advice on freelancing, hiring and growing your skills — from finding your first client to running
        projects that get you hired again.
      </p>
      <div style={{ margin: '24px 0 32px' }}>
        <BlogSearchForm onSearch={handleSearch} searching={isFetching && !isLoading} />
      </div>
      {isLoading ? (
        <BlogGridSkeleton />
      ) : isError ? (
        <ErrorState
          title="We couldn't load the blog"
          message={getErrorMessage(error, 'Something went wrong while loading posts. Please try again.')}
          onRetry={() => void refetch()}
        />
      ) : (
        <div aria-busy={isFetching}>
          <BlogGrid blogs={blogs ?? []} />
        </div>
      )}
    </PageContainer>
  );
}
