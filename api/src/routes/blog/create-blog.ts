import type { blogEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { presentBlog } from '../../presenters/blog';

/** POST /blog/createBlog (201): an admin's new post, signed with their id. */
export const createBlog: Handler<typeof blogEndpoints.createBlog> = async ({ app, user: admin, body }) => {
  const { image, ...rest } = body;
  const blog = await app.repos.blogs.create({ ...rest, image: image || null, authorId: admin.id });
  return { success: true as const, message: 'Blog post created.', blog: presentBlog(blog) };
};
