import { hiringApi } from '../../../api/hiring-api';
import type { HiringPortalResponse } from '@freelane/shared/contracts';

/** `GET /hiring/portal`: the caller's hiring-assistant status, eligibility figures and last decision. */
export const getHiringPortalApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    getHiringPortal: build.query<HiringPortalResponse, void>({
      query: () => ({ url: '/hiring/portal' }),
      providesTags: [{ type: 'hiring-assistants', id: 'PORTAL' }],
    }),
  }),
});

export const { useGetHiringPortalQuery } = getHiringPortalApi;
