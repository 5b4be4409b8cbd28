import { jobsApi } from '../../../api/jobs-api';
import type { MessageResponse } from '@freelane/shared/contracts';

/** `DELETE /blog/deleteBlog/{id}` (admin only). */
export const deleteBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBlog: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/blog/deleteBlog/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'blog', id: 'LIST' },
        { type: 'blog', id },
      ],
    }),
  }),
});

export const { useDeleteBlogMutation } = deleteBlogApi;
