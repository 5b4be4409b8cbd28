import { baseApi } from '@freelane/shared';
import type { ChatSettingsBody, ChatSettingsResponse } from '@freelane/shared/contracts';
import { getChatSettingsApi } from './get-chat-settings';

/** `PUT /message/settings`: the switch shows the new value at once and goes back if the server refuses. */
export const updateChatSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateChatSettings: build.mutation<ChatSettingsResponse, ChatSettingsBody>({
      query: (settings) => ({ url: '/message/settings', method: 'PUT', data: settings }),
      onQueryStarted: async (settings, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          getChatSettingsApi.util.updateQueryData('getChatSettings', undefined, (draft) => {
            draft.settings = { ...draft.settings, ...settings };
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(getChatSettingsApi.util.upsertQueryData('getChatSettings', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useUpdateChatSettingsMutation } = updateChatSettingsApi;
