import { mutationOf } from '@freelane/shared';
import type { BlogBody } from '@freelane/shared/contracts';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { jobsApi } from '../../../api/jobs-api';

/** `POST /blog/createBlog` (admin only). */
export const createBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createBlog: mutationOf(build, blogEndpoints.createBlog, {
      // The callers pass the post alone.
      args: (body: BlogBody) => ({ body }),
      invalidatesTags: [{ type: 'blog', id: 'LIST' }],
    }),
  }),
});

export const { useCreateBlogMutation } = createBlogApi;
