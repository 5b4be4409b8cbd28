import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogBody, blogResponse, idParams } from '@freelane/shared/contracts';
import { releaseBlogImage } from '../../commands/blog-images';
import { notFound } from '../../errors';
import { requireRole } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { presentBlog } from '../../presenters/blog';
import { BLOG_NOT_FOUND } from './get-blog-by-id';

const updateBlog: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/updateBlog/:id',
    { config: { changes: [] }, schema: { params: idParams, body: blogBody, response: responses({ 200: blogResponse }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const { image, ...rest } = request.body;
      const before = await app.repos.blogs.findById(request.params.id);
      if (!before) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
      const blog = await app.repos.blogs.update(request.params.id, { ...rest, image: image || null });
      if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
      if (before.image !== blog.image) await releaseBlogImage(app, before.image);
      return { success: true as const, message: 'Blog post updated.', blog: presentBlog(blog) };
    },
  );
};

export default updateBlog;
