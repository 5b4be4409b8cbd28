import { hiringApi } from '../../../api/hiring-api';
import type { HiringAssistantsQuery, HiringAssistantsResponse } from '@freelane/shared/contracts';

/** `GET /user/getHiringAssistants`: accepted assistants, filtered and paged by the server. */
export const getHiringAssistantsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringAssistants: build.query<HiringAssistantsResponse, HiringAssistantsQuery>({
      query: (params) => ({ url: '/user/getHiringAssistants', params }),
      providesTags: [{ type: 'hiring-assistants', id: 'LIST' }],
    }),
  }),
});

export const { useGetHiringAssistantsQuery } = getHiringAssistantsApi;
