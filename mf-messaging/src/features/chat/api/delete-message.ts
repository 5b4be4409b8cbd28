import { baseApi } from '@freelane/shared';
import type { DeleteMessageResponse } from '@freelane/shared/contracts';

/** `DELETE /message/deleteMessage/{messageId}`: one's own message, shown to both as "message deleted". */
export const deleteMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessage: build.mutation<DeleteMessageResponse, string>({
      query: (messageId) => ({ url: `/message/deleteMessage/${encodeURIComponent(messageId)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useDeleteMessageMutation } = deleteMessageApi;
