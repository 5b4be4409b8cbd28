import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Blog } from '@freelane/shared/contracts';
import { usePageAnswer, useLivePart } from '@freelane/shared/session';
import { ErrorState, LinkButton, PageContainer, PlainSkeleton, SvgIcon } from '@freelane/shared/ui';
import { BlogArticle } from '../features/blog/components/blog-article';
import type { BlogPostQueryState } from '../features/blog/live/blog-post-query';

import { visuallyHidden } from '../lib/visually-hidden';

const loadBlogPostQuery = () => import('../features/blog/live/blog-post-query');

/**
 * /blogInside/:id — one post. No antd, and no store stack before the first render (issue 39): the
 * post the page came with draws the first screen; the live query loads after it.
 */
export default function BlogDetail() {
  const { id = '' } = useParams();
  const firstPost = usePageAnswer<Blog>('getBlogById', id);
  const [query, setQuery] = useState<BlogPostQueryState | undefined>(undefined);
  const live = useLivePart(loadBlogPostQuery);
  // A state reported for another post (before an in-app move to this one) says nothing of this one.
  const current = query?.id === id ? query : undefined;
  // Once the live query has answered, its answer stands (a post removed since is "not found").
  const blog = current && !current.loading ? current.item : (current?.item ?? firstPost);

  const back = (
    <Link to="/blog" className="fl-link">
      <SvgIcon icon={ArrowLeftOutlined} /> All posts
    </Link>
  );

  let body;
  if (blog) {
    body = <BlogArticle blog={blog} />;
  } else if (!id || current?.notFound) {
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
  } else if (current?.errorMessage || live.failed) {
    body = (
      <ErrorState
        title="We couldn't load this post"
        message={current?.errorMessage ?? 'Something went wrong while loading the post. Please try again.'}
        onRetry={current?.errorMessage ? current.refetch : live.retry}
        headingLevel={1}
      />
    );
  } else {
    // At least a screen high: the post that replaces it pushes the footer down off-screen, not in
    // front of the reader (a layout shift).
    body = (
      <div aria-busy="true" style={{ minHeight: '100vh' }}>
        <p role="status" style={visuallyHidden}>
          Loading the post…
        </p>
        <PlainSkeleton rows={8} />
      </div>
    );
  }

  const LiveQuery = live.module?.BlogPostQuery;
  return (
    <PageContainer maxWidth={800}>
      {LiveQuery && id && <LiveQuery id={id} onChange={setQuery} />}
      <nav aria-label="Breadcrumb" style={{ marginBottom: 24 }}>
        {back}
      </nav>
      {body}
    </PageContainer>
  );
}
