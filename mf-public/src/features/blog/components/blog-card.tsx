import { useId } from 'react';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Blog } from '@freelane/shared/contracts';
import { datePart } from '../../../lib/date-part';
import { BlogCover } from './blog-cover';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface BlogCardProps {
  blog: Blog;
}

/** One post in the blog grid: cover, title, date, description and a Read More link. */
export function BlogCard({ blog }: BlogCardProps) {
  const createdOn = datePart(blog.createdAt);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Card
        style={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
        styles={{ body: { display: 'flex', flexDirection: 'column', flex: 1, gap: 8 } }}
        cover={<BlogCover image={blog.image} title={blog.title} height={190} />}
      >
        <Typography.Title id={titleId} level={2} style={{ fontSize: 20, margin: 0 }}>
          {blog.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          <time dateTime={createdOn}>{createdOn}</time>
        </Typography.Text>
        <Typography.Paragraph style={clampToThreeLines}>{blog.description}</Typography.Paragraph>
        {/* The post's title is part of the link's own text (hidden from sight, not from a crawler or
            a screen reader's list of links): six "Read More" links say nothing out of context. */}
        <Link to={`/blogInside/${blog._id}`}>
          Read More<span style={visuallyHidden}>: {blog.title}</span>
        </Link>
      </Card>
    </article>
  );
}

// CSS clamping keeps every card the same height without measuring text in JavaScript.
const clampToThreeLines = {
  flex: 1,
  marginBottom: 8,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
