import { baseApi, type HiringAssistantApplicationBody, type MessageResponse } from '@freelane/shared';

/**
 * `POST /user/applyHiringAssistant`: hiringAssistantStatus becomes Pending, so the current user is
 * refetched too (the header's Hiring Assistant link follows the status).
 */
export const applyHiringAssistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyHiringAssistant: build.mutation<MessageResponse, HiringAssistantApplicationBody>({
      query: (body) => ({ url: '/user/applyHiringAssistant', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'HiringAssistant', id: 'PORTAL' }, 'CurrentUser'],
    }),
  }),
});

export const { useApplyHiringAssistantMutation } = applyHiringAssistantApi;
