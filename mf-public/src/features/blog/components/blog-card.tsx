import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Blog } from '@freelane/shared/contracts';
import { datePart } from '../../../lib/date-part';
import { BlogCover } from './blog-cover';
import { visuallyHidden } from '../../../lib/visually-hidden';
import '@freelane/shared/ui/plain.css';
import './blog.css';

interface BlogCardProps {
  blog: Blog;
  /** How its cover loads (BlogCover): the grid decides by the card's place. */
  coverPriority?: 'high' | 'eager' | 'lazy';
}

/** One post in the blog grid: cover, title, date, description and a Read More link (antd's Card look, no antd). */
export function BlogCard({ blog, coverPriority = 'lazy' }: BlogCardProps) {
  const createdOn = datePart(blog.createdAt);
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="fl-card fl-blog-card">
      <BlogCover image={blog.image} title={blog.title} height={190} priority={coverPriority} />
      <div className="fl-card__body">
        <h2 id={titleId} className="fl-title" style={{ fontSize: 20, margin: 0 }}>
          {blog.title}
        </h2>
        <span className="fl-text-secondary">
          <time dateTime={createdOn}>{createdOn}</time>
        </span>
        <p style={clampToThreeLines}>{blog.description}</p>
        {/* The post's title is part of the link's own text (hidden from sight, not from a crawler or
            a screen reader's list of links): six "Read More" links say nothing out of context. */}
        <Link to={`/blogInside/${blog._id}`} className="fl-link">
          Read More<span style={visuallyHidden}>: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

// CSS clamping keeps every card the same height without measuring text in JavaScript.
const clampToThreeLines = {
  flex: 1,
  margin: '0 0 8px',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
