import type { blogEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { presentBlog } from '../../presenters/blog';

export const BLOG_NOT_FOUND = 'This blog post does not exist or was removed.';

/** GET /blog/getBlogById/{id}: the same for everyone, so its own Cache-Control stands. */
export const getBlogById: Implementation<typeof blogEndpoints.getBlogById> = {
  cache: 'public',
  handler: async ({ app, params }) => {
    const blog = await app.repos.blogs.findById(params.id);
    if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
    return { success: true as const, blog: presentBlog(blog) };
  },
};
