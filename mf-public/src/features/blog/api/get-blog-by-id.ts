import { baseApi, queryOf } from '@freelane/shared';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';

/** One blog post with its content sections. */
export const getBlogByIdApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogById: queryOf(build, blogEndpoints.getBlogById, {
      args: (id: string) => ({ id }),
      transformResponse: (response) => response.blog,
      providesTags: (_blog, _error, id) => [{ type: 'blog', id }],
    }),
  }),
});

export const { useGetBlogByIdQuery } = getBlogByIdApi;
