import { jobsApi } from '../../../api/jobs-api';
import type { BlogBody, BlogResponse } from '@freelane/shared/contracts';

/** `POST /blog/createBlog` (admin only). */
export const createBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createBlog: build.mutation<BlogResponse, BlogBody>({
      query: (body) => ({ url: '/blog/createBlog', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'blog', id: 'LIST' }],
    }),
  }),
});

export const { useCreateBlogMutation } = createBlogApi;
