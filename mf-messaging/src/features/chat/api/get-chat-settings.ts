import { baseApi } from '@freelane/shared';
import type { ChatSettingsResponse } from '@freelane/shared/contracts';

export const CHAT_SETTINGS_TAG = { type: 'messages' as const, id: 'SETTINGS' };

/** `GET /message/settings`: the signed-in user's chat settings (read receipts). */
export const getChatSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatSettings: build.query<ChatSettingsResponse, void>({
      query: () => ({ url: '/message/settings' }),
      providesTags: [CHAT_SETTINGS_TAG],
    }),
  }),
});

export const { useGetChatSettingsQuery } = getChatSettingsApi;
