import { baseApi, type BlogBody, type BlogResponse } from '@freelane/shared';

/** `POST /blog/createBlog` (admin only). */
export const createBlogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createBlog: build.mutation<BlogResponse, BlogBody>({
      query: (body) => ({ url: '/blog/createBlog', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'Blog', id: 'LIST' }],
    }),
  }),
});

export const { useCreateBlogMutation } = createBlogApi;
