import { baseApi } from '@freelane/shared';
import type { Blog, BlogListResponse } from '@freelane/shared/contracts';

/** Blog posts whose title or description matches `keyword` (empty keyword: every post). */
export const getAllBlogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllBlogs: build.query<Blog[], string>({
      query: (keyword) => ({ url: '/blog/getAllBlog', params: { keyword } }),
      transformResponse: (response: BlogListResponse) => response.blog,
      providesTags: (blogs) => [
        { type: 'blog', id: 'LIST' },
        ...(blogs ?? []).map((blog) => ({ type: 'blog' as const, id: blog._id })),
      ],
    }),
  }),
});

export const { useGetAllBlogsQuery } = getAllBlogsApi;
