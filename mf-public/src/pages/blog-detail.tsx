import { Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage, type HttpError } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, withAntd } from '@freelane/shared/ui';
import { useGetBlogByIdQuery } from '../features/blog/api/get-blog-by-id';
import { BlogArticle } from '../features/blog/components/blog-article';
import { visuallyHidden } from '../lib/visually-hidden';

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

/** /blogInside/:id — one post. */
function BlogDetail() {
  const { id = '' } = useParams();
  const { data: blog, error, isLoading, refetch } = useGetBlogByIdQuery(id, { skip: !id });

  const back = (
    <Link to="/blog">
      <ArrowLeftOutlined aria-hidden="true" /> All posts
    </Link>
  );

  let body;
  if (isLoading) {
    // At least a screen high: the post that replaces it pushes the footer down off-screen, not
    // in front of the reader (a layout shift).
    body = (
      <div aria-busy="true" style={{ minHeight: '100vh' }}>
        <p role="status" style={visuallyHidden}>
          Loading the post…
        </p>
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (!id || isNotFound(error)) {
    body = (
      <Result
        status="404"
        title={<Typography.Title level={1}>Post not found</Typography.Title>}
        subTitle="This blog post does not exist or has been removed."
        extra={
          <LinkButton to="/blog" type="primary" size="large">
            Browse all posts
          </LinkButton>
        }
      />
    );
  } else if (error || !blog) {
    body = (
      <ErrorState
        title="We couldn't load this post"
        message={getErrorMessage(error, 'Something went wrong while loading the post. Please try again.')}
        onRetry={() => void refetch()}
        headingLevel={1}
      />
    );
  } else {
    body = <BlogArticle blog={blog} />;
  }

  return (
    <PageContainer maxWidth={800}>
      <nav aria-label="Breadcrumb" style={{ marginBottom: 24 }}>
        {back}
      </nav>
      {body}
    </PageContainer>
  );
}

export default withAntd(BlogDetail);
