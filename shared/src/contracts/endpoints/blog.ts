import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../blog');
const common = () => import('../common');

/** /api/v1/blog: blog posts (admins write, everyone reads). */
export const blogEndpoints = defineEndpoints('blog', {
  getAllBlog: {
    method: 'GET',
    path: '/blog/getAllBlog',
    summary: 'Blog posts whose title or description matches the keyword (every post without one), newest first',
    access: 'public',
    reads: ['blog'],
    schemas: schemasFrom(contracts, (c) => ({ query: c.blogListQuery, response: { 200: c.blogListResponse } })),
  },
  getBlogById: {
    method: 'GET',
    path: '/blog/getBlogById/:id',
    summary: 'One blog post with its content sections',
    access: 'public',
    reads: ['blog'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { idParams }]) => ({ params: idParams, response: { 200: c.blogResponse } }),
    ),
  },
  createBlog: {
    method: 'POST',
    path: '/blog/createBlog',
    summary: 'An admin publishes a blog post',
    access: { roles: ['admin'] },
    changes: ['blog'],
    schemas: schemasFrom(contracts, (c) => ({ body: c.blogBody, response: { 201: c.blogResponse } })),
  },
  updateBlog: {
    method: 'PUT',
    path: '/blog/updateBlog/:id',
    summary: 'An admin rewrites a blog post (a replaced image is released)',
    access: { roles: ['admin'] },
    changes: ['blog'],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { idParams }]) => ({ params: idParams, body: c.blogBody, response: { 200: c.blogResponse } }),
    ),
  },
  deleteBlog: {
    method: 'DELETE',
    path: '/blog/deleteBlog/:id',
    summary: 'An admin deletes a blog post and its image',
    access: { roles: ['admin'] },
    changes: ['blog'],
    schemas: schemasFrom(common, (c) => ({ params: c.idParams, response: { 200: c.messageResponse } })),
  },
  uploadBlogImage: {
    method: 'POST',
    path: '/blog/uploadImage',
    summary: "An admin's picture for a blog post (multipart): the answered URL goes into the post's image",
    access: { roles: ['admin'] },
    // Nothing cached changes until the post is saved with the image's URL.
    changes: [],
    schemas: schemasFrom(contracts, (c) => ({
      form: {
        files: {
          [c.BLOG_IMAGE_FIELD]: {
            description:
              `A JPG or PNG image, at most ${Math.round((c.BLOG_IMAGE_MAX_BYTES / 1024 / 1024) * 10) / 10} MB and ` +
              `${c.IMAGE_MAX_PIXELS / 1e6} megapixels, stored at most ${c.BLOG_IMAGE_MAX_EDGE} px on its longest side, without its metadata.`,
          },
        },
      },
      response: { 201: c.blogImageResponse },
    })),
  },
});
