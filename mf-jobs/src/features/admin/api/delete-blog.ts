import { mutationOf } from '@freelane/shared';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { jobsApi } from '../../../api/jobs-api';

/** `DELETE /blog/deleteBlog/{id}` (admin only). */
export const deleteBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteBlog: mutationOf(build, blogEndpoints.deleteBlog, {
      // The callers pass the post's id alone.
      args: (id: string) => ({ id }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'blog', id: 'LIST' },
        { type: 'blog', id },
      ],
    }),
  }),
});

export const { useDeleteBlogMutation } = deleteBlogApi;
