import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage, type HttpError } from '@freelane/shared';
import { ErrorState, LinkButton, PageContainer, PlainSkeleton, SvgIcon } from '@freelane/shared/ui';
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

/** /blogInside/:id — one post. No antd (issue 39): a phone's first screen of a post loads none. */
export default function BlogDetail() {
  const { id = '' } = useParams();
  const { data: blog, error, isLoading, refetch } = useGetBlogByIdQuery(id, { skip: !id });

  const back = (
    <Link to="/blog" className="fl-link">
      <SvgIcon icon={ArrowLeftOutlined} /> All posts
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
        <PlainSkeleton rows={8} />
      </div>
    );
  } else if (!id || isNotFound(error)) {
    body = (
      // antd's 404 Result without its picture (a large SVG) or antd: the same heading, text and action.
      <section aria-labelledby="blog-not-found" style={{ padding: '48px 32px', textAlign: 'center' }}>
        <h1 id="blog-not-found" className="fl-title">
          Post not found
        </h1>
        <p className="fl-paragraph fl-text-secondary">This blog post does not exist or has been removed.</p>
        <LinkButton to="/blog" type="primary" size="large">
          Browse all posts
        </LinkButton>
      </section>
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
