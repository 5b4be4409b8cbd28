import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { blogEndpoints } from '../../../contracts/endpoints/blog';

/**
 * `GET /blog/getAllBlog`: posts whose title or description matches `keyword` (an empty keyword:
 * every post); without one, every post (the admin's blog management). Two areas read it (the public
 * blog and the admin overview), and one endpoint name can be injected once, so it lives here.
 */
export const getAllBlogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllBlog: queryOf(build, blogEndpoints.getAllBlog, {
      // The public blog sends its keyword even when empty (`?keyword=`), the admin's list none.
      args: (keyword: string | void) => (typeof keyword === 'string' ? { keyword } : {}),
      providesTags: (result) => [
        { type: 'blog', id: 'LIST' },
        ...(result?.blog ?? []).map((post) => ({ type: 'blog' as const, id: post._id })),
      ],
    }),
  }),
});

export const { useGetAllBlogQuery } = getAllBlogApi;
