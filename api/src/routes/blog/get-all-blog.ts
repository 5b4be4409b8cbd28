import type { blogEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { presentBlog } from '../../presenters/blog';

/** GET /blog/getAllBlog: the same for everyone, so its own Cache-Control stands. */
export const getAllBlog: Implementation<typeof blogEndpoints.getAllBlog> = {
  cache: 'public',
  handler: async ({ app, query }) => {
    const rows = await app.repos.blogs.list(query.keyword);
    return { success: true as const, blog: rows.map(presentBlog) };
  },
};
