import { baseApi, queryOf } from '@freelane/shared';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

export const CHAT_SETTINGS_TAG = { type: 'messages' as const, id: 'SETTINGS' };

/** `GET /message/settings`: the signed-in user's chat settings (read receipts). */
export const getChatSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatSettings: queryOf(build, messageEndpoints.getChatSettings, { providesTags: [CHAT_SETTINGS_TAG] }),
  }),
});

export const { useGetChatSettingsQuery } = getChatSettingsApi;
