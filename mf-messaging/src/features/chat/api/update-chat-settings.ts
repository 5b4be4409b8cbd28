import { baseApi, mutationOf } from '@freelane/shared';
import type { ChatSettingsBody } from '@freelane/shared/contracts';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';
import { getChatSettingsApi } from './get-chat-settings';

/** `PUT /message/settings`: the switch shows the new value at once and goes back if the server refuses. */
export const updateChatSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateChatSettings: mutationOf(build, messageEndpoints.updateChatSettings, {
      args: (settings: ChatSettingsBody) => ({ body: settings }),
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
      // The answer is written into the settings' cache (above); nothing else shows them.
      invalidatesTags: [],
    }),
  }),
});

export const { useUpdateChatSettingsMutation } = updateChatSettingsApi;
