import type { blogEndpoints } from '@freelane/shared/endpoints';
import { releaseBlogImage } from '../../commands/blog-images';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { BLOG_NOT_FOUND } from './get-blog-by-id';

/** DELETE /blog/deleteBlog/{id}: the post, then its image. */
export const deleteBlog: Handler<typeof blogEndpoints.deleteBlog> = async ({ app, params }) => {
  const deleted = await app.repos.blogs.delete(params.id);
  if (!deleted) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  await releaseBlogImage(app, deleted.image);
  return { success: true, message: 'Blog post deleted.' };
};
