import { PlainEmpty } from '@freelane/shared/ui';
import type { Blog } from '@freelane/shared/contracts';
import { BlogCard } from './blog-card';
import './blog.css';

interface BlogGridProps {
  blogs: Blog[];
}

/**
 * Where a card's cover is in the grid decides how it loads: the first card's is the page's largest
 * paint on a phone, in the HTML, fetched at once with high priority; every other one lazily. On a
 * phone's slow line an eager second and third cover (below its fold) took bandwidth from the
 * first (issue 39, measured); on a desktop a lazy cover in view still starts at the first layout.
 */
export function coverPriorityAt(index: number): 'high' | 'lazy' {
  return index === 0 ? 'high' : 'lazy';
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
