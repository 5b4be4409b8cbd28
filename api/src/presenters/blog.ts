import type { Blog } from '@freelane/shared/contracts';
import type { BlogRow } from '../db/schema';

export function presentBlog(blog: BlogRow): Blog {
  return {
    _id: blog.id,
    title: blog.title,
    image: blog.image,
    description: blog.description,
    content: blog.content.map((section) => ({ subheading: section.subheading, text: section.text })),
    createdAt: blog.createdAt.toISOString(),
    updatedAt: blog.updatedAt.toISOString(),
  };
}
