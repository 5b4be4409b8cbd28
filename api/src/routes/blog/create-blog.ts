import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogBody, blogResponse } from '@freelane/shared/contracts';
import { requireRole } from '../../plugins/auth';
import { responses } from '../../lib/responses';
import { presentBlog } from '../../presenters/blog';

const createBlog: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/createBlog',
    { config: { changes: [] }, schema: { body: blogBody, response: responses({ 201: blogResponse }) } },
    async (request, reply) => {
      const admin = await requireRole(request, 'admin');
      const { image, ...rest } = request.body;
      const blog = await app.repos.blogs.create({ ...rest, image: image || null, authorId: admin.id });
      return reply.status(201).send({ success: true, message: 'Blog post created.', blog: presentBlog(blog) });
    },
  );
};

export default createBlog;
