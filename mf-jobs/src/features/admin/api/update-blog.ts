import { jobsApi } from '../../../api/jobs-api';
import type { BlogBody, BlogResponse } from '@freelane/shared/contracts';

export interface UpdateBlogArgs {
  id: string;
  body: BlogBody;
}

/** `PUT /blog/updateBlog/{id}` (admin only). */
export const updateBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateBlog: build.mutation<BlogResponse, UpdateBlogArgs>({
      query: ({ id, body }) => ({ url: `/blog/updateBlog/${encodeURIComponent(id)}`, method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'blog', id }],
    }),
  }),
});

export const { useUpdateBlogMutation } = updateBlogApi;
