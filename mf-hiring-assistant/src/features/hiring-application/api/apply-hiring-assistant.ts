import { baseApi, type HiringAssistantApplicationBody, type MessageResponse } from '@freelane/shared';

/** `POST /user/applyHiringAssistant`: hiringAssistantStatus becomes Pending (the form then refreshes the current user). */
export const applyHiringAssistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyHiringAssistant: build.mutation<MessageResponse, HiringAssistantApplicationBody>({
      query: (body) => ({ url: '/user/applyHiringAssistant', method: 'POST', data: body }),
      invalidatesTags: [{ type: 'HiringAssistant', id: 'PORTAL' }],
    }),
  }),
});

export const { useApplyHiringAssistantMutation } = applyHiringAssistantApi;
