import { baseApi } from '@freelane/shared';
import type { HiringAssistantsQuery, HiringAssistantsResponse } from '@freelane/shared/contracts';

/** `GET /user/getHiringAssistants`: accepted assistants, filtered and paged by the server. */
export const getHiringAssistantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringAssistants: build.query<HiringAssistantsResponse, HiringAssistantsQuery>({
      query: (params) => ({ url: '/user/getHiringAssistants', params }),
      providesTags: [{ type: 'HiringAssistant', id: 'LIST' }],
    }),
  }),
});

export const { useGetHiringAssistantsQuery } = getHiringAssistantsApi;
