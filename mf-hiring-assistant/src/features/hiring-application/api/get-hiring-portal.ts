import { queryOf } from '@freelane/shared';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { hiringApi } from '../../../api/hiring-api';

/** `GET /hiring/portal`: the caller's hiring-assistant status, eligibility figures and last decision. */
export const getHiringPortalApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringPortal: queryOf(build, hiringEndpoints.getHiringPortal, {
      providesTags: [{ type: 'hiring-assistants', id: 'PORTAL' }],
    }),
  }),
});

export const { useGetHiringPortalQuery } = getHiringPortalApi;
