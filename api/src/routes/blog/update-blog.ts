import type { blogEndpoints } from '@freelane/shared/endpoints';
import { releaseBlogImage } from '../../commands/blog-images';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { presentBlog } from '../../presenters/blog';
import { BLOG_NOT_FOUND } from './get-blog-by-id';

/** PUT /blog/updateBlog/{id}: a replaced image is released once the post no longer points at it. */
export const updateBlog: Handler<typeof blogEndpoints.updateBlog> = async ({ app, params, body }) => {
  const { image, ...rest } = body;
  const before = await app.repos.blogs.findById(params.id);
  if (!before) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  const blog = await app.repos.blogs.update(params.id, { ...rest, image: image || null });
  if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  if (before.image !== blog.image) await releaseBlogImage(app, before.image);
  return { success: true as const, message: 'Blog post updated.', blog: presentBlog(blog) };
};
