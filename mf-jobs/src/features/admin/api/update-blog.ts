import { mutationOf } from '@freelane/shared';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { jobsApi } from '../../../api/jobs-api';

/** `PUT /blog/updateBlog/{id}` (admin only): callers pass `{ id, body }`, the definition's own arguments. */
export const updateBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    updateBlog: mutationOf(build, blogEndpoints.updateBlog, {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'blog', id }],
    }),
  }),
});

export const { useUpdateBlogMutation } = updateBlogApi;
