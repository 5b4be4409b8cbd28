import { baseApi } from '@freelane/shared';
import type { Blog, BlogResponse } from '@freelane/shared/contracts';

/** One blog post with its content sections. */
export const getBlogByIdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogById: build.query<Blog, string>({
      query: (id) => ({ url: `/blog/getBlogById/${encodeURIComponent(id)}` }),
      transformResponse: (response: BlogResponse) => response.blog,
      providesTags: (_blog, _error, id) => [{ type: 'blog', id }],
    }),
  }),
});

export const { useGetBlogByIdQuery } = getBlogByIdApi;
