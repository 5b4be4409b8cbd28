import type { FastifyInstance } from 'fastify';
import createBlog from './create-blog';
import deleteBlog from './delete-blog';
import getAllBlog from './get-all-blog';
import getBlogById from './get-blog-by-id';
import updateBlog from './update-blog';
import uploadImage from './upload-image';

/** /api/v1/blog */
export default async function blogRoutes(app: FastifyInstance) {
  await app.register(getAllBlog);
  await app.register(getBlogById);
  await app.register(createBlog);
  await app.register(updateBlog);
  await app.register(deleteBlog);
  await app.register(uploadImage);
}
