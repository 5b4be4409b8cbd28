import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, messageResponse } from '@freelane/shared/contracts';
import { releaseBlogImage } from '../../commands/blog-images';
import { notFound } from '../../errors';
import { requireRole } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { BLOG_NOT_FOUND } from './get-blog-by-id';

const deleteBlog: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/deleteBlog/:id',
    { config: { changes: [] }, schema: { params: idParams, response: responses({ 200: messageResponse }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const deleted = await app.repos.blogs.delete(request.params.id);
      if (!deleted) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
      await releaseBlogImage(app, deleted.image);
      return { success: true, message: 'Blog post deleted.' };
    },
  );
};

export default deleteBlog;
