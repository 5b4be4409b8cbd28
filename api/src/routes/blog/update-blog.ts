import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogBody, blogResponse, idParams } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { requireRole } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { presentBlog } from '../../presenters/blog';
import { BLOG_NOT_FOUND } from './get-blog-by-id';

const updateBlog: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/updateBlog/:id',
    { schema: { params: idParams, body: blogBody, response: responses({ 200: blogResponse }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const { image, ...rest } = request.body;
      const blog = await app.repos.blogs.update(request.params.id, { ...rest, image: image || null });
      if (!blog) throw notFound(BLOG_NOT_FOUND);
      return { success: true as const, message: 'Blog post updated.', blog: presentBlog(blog) };
    },
  );
};

export default updateBlog;
