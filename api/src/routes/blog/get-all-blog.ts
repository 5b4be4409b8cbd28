import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogListQuery, blogListResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { presentBlog } from '../../presenters/blog';

const getAllBlog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getAllBlog',
    {
      config: { public: true, cache: 'public' },
      schema: { querystring: blogListQuery, response: responses({ 200: blogListResponse }) },
    },
    async (request) => {
      const rows = await app.repos.blogs.list(request.query.keyword);
      return { success: true as const, blog: rows.map(presentBlog) };
    },
  );
};

export default getAllBlog;
