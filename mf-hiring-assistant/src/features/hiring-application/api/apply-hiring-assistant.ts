import { hiringApi } from '../../../api/hiring-api';
import type { HiringAssistantApplicationBody, MessageResponse } from '@freelane/shared/contracts';

/** `POST /user/applyHiringAssistant`: hiringAssistantStatus becomes Pending (the form then refreshes the current user). */
export const applyHiringAssistantApi = hiringApi.injectEndpoints({
  endpoints: (build) => ({
    applyHiringAssistant: build.mutation<MessageResponse, HiringAssistantApplicationBody>({
      query: (body) => ({ url: '/user/applyHiringAssistant', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'hiring-assistants', id: 'PORTAL' }],
    }),
  }),
});

export const { useApplyHiringAssistantMutation } = applyHiringAssistantApi;
