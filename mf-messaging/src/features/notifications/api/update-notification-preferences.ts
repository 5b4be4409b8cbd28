import { baseApi, mutationOf } from '@freelane/shared';
import { knownPreferences, type UpdateNotificationPreferencesBody } from '@freelane/shared/contracts';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';
import { notificationPreferencesApi } from './get-notification-preferences';

/** `PUT /notification/preferences`: the switches move at once and move back if the server refuses. */
export const updateNotificationPreferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateNotificationPreferences: mutationOf(build, notificationEndpoints.updateNotificationPreferences, {
      args: (body: UpdateNotificationPreferencesBody) => ({ body }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationPreferencesApi.util.updateQueryData('getNotificationPreferences', undefined, (draft) =>
            draft.map((preference) => {
              const sent = body.preferences.find((change) => change.category === preference.category);
              // A change without `push` leaves that switch as it was (as the API does).
              return sent ? { ...preference, ...sent, push: sent.push ?? preference.push } : preference;
            }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationPreferencesApi.util.upsertQueryData(
              'getNotificationPreferences',
              undefined,
              knownPreferences(data.preferences),
            ),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useUpdateNotificationPreferencesMutation } = updateNotificationPreferencesApi;
