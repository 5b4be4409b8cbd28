import { blogEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { createBlog } from './create-blog';
import { deleteBlog } from './delete-blog';
import { getAllBlog } from './get-all-blog';
import { getBlogById } from './get-blog-by-id';
import { updateBlog } from './update-blog';
import { uploadBlogImage } from './upload-image';

/** /api/v1/blog: blog posts (admins write, everyone reads). */
export const blogHandlers = defineHandlers(blogEndpoints, {
  getAllBlog,
  getBlogById,
  createBlog,
  updateBlog,
  deleteBlog,
  uploadBlogImage,
});
