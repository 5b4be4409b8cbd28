import { queryOf } from '@freelane/shared';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/** `GET /user/getHiringAssistants`: accepted assistants, filtered and paged by the server. */
export const getHiringAssistantsApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringAssistants: queryOf(build, userEndpoints.getHiringAssistants, {
      providesTags: [{ type: 'hiring-assistants', id: 'LIST' }],
    }),
  }),
});

export const { useGetHiringAssistantsQuery } = getHiringAssistantsApi;
