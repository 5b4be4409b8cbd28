import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogResponse, idParams } from '@freelane/shared/contracts';
import { notFound } from '../../errors';
import { responses } from '../../lib/responses';
import { presentBlog } from '../../presenters/blog';

export const BLOG_NOT_FOUND = 'This blog post does not exist or was removed.';

const getBlogById: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getBlogById/:id',
    { config: { public: true, cache: 'public' }, schema: { params: idParams, response: responses({ 200: blogResponse }) } },
    async (request) => {
      const blog = await app.repos.blogs.findById(request.params.id);
      if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
      return { success: true as const, blog: presentBlog(blog) };
    },
  );
};

export default getBlogById;
