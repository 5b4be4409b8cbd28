import { PlainEmpty } from '@freelane/shared/ui';
import type { Blog } from '@freelane/shared/contracts';
import { BlogCard } from './blog-card';
import './blog.css';

interface BlogGridProps {
  blogs: Blog[];
}

/** The widest row (desktop: three columns): its covers are on the first screen. */
export const BLOG_FIRST_ROW = 3;

/**
 * Where a card's cover is in the grid decides how it loads: the first card's is the page's largest
 * paint on a phone (high priority), the rest of the first row's are on a desktop's first screen
 * (fetched at once), every other one lazily.
 */
export function coverPriorityAt(index: number): 'high' | 'eager' | 'lazy' {
  if (index === 0) return 'high';
  return index < BLOG_FIRST_ROW ? 'eager' : 'lazy';
}

/** One column on phones, two on tablets, three on desktops. */
export function BlogGrid({ blogs }: BlogGridProps) {
  if (blogs.length === 0) {
    return (
      <div style={{ padding: '48px 0' }}>
        <PlainEmpty description="No Blog To Show" />
      </div>
    );
  }
  return (
    <div className="fl-blog-grid">
      {blogs.map((blog, index) => (
        <BlogCard key={blog._id} blog={blog} coverPriority={coverPriorityAt(index)} />
      ))}
    </div>
  );
}
