import { mutationOf } from '@freelane/shared';
import type { HiringAssistantApplicationBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { hiringApi } from '../../../api/hiring-api';

/** `POST /user/applyHiringAssistant`: hiringAssistantStatus becomes Pending (the form then refreshes the current user). */
export const applyHiringAssistantApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    applyHiringAssistant: mutationOf(build, userEndpoints.applyHiringAssistant, {
      args: (body: HiringAssistantApplicationBody) => ({ body }),
      invalidatesTags: [{ type: 'hiring-assistants', id: 'PORTAL' }],
    }),
  }),
});

export const { useApplyHiringAssistantMutation } = applyHiringAssistantApi;
