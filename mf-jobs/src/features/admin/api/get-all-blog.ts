import { jobsApi } from '../../../api/jobs-api';
import type { BlogListResponse } from '@freelane/shared/contracts';

/**
 * `GET /blog/getAllBlog` for the admin's blog management (every post, newest first). The public
 * remote has its own blog query; remotes never import each other, and the endpoint name differs
 * because both are injected into the one shared api.
 */
export const getAllBlogApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getAllBlog: build.query<BlogListResponse, void>({
      query: () => ({ url: '/blog/getAllBlog' }),
      providesTags: (result) => [
        { type: 'blog', id: 'LIST' },
        ...(result?.blog ?? []).map((post) => ({ type: 'blog' as const, id: post._id })),
      ],
    }),
  }),
});

export const { useGetAllBlogQuery } = getAllBlogApi;
