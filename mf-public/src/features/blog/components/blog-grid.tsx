import { PlainEmpty } from '@freelane/shared/ui';
import type { Blog } from '@freelane/shared/contracts';
import { BlogCard } from './blog-card';
import './blog.css';

interface BlogGridProps {
  blogs: Blog[];
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
      {blogs.map((blog) => (
        <BlogCard key={blog._id} blog={blog} />
      ))}
    </div>
  );
}
