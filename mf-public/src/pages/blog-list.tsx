import { useState } from 'react';
import { Typography } from 'antd';
import { getErrorMessage, useGetAllBlogQuery } from '@freelane/shared';
import { ErrorState, PageContainer, withAntd } from '@freelane/shared/ui';
import { BlogSearchForm } from '../features/blog/components/blog-search-form';
import { BlogGrid } from '../features/blog/components/blog-grid';
import { BlogGridSkeleton } from '../features/blog/components/blog-grid-skeleton';

/** /blog — every post, searchable by keyword. */
function BlogList() {
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
      <Typography.Title level={1}>Freelane Blog</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 640 }}>
        Practical advice on freelancing, hiring and growing your skills — from finding your first client to running
        projects that get you hired again.
      </Typography.Paragraph>
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

export default withAntd(BlogList);
