import { baseApi, queryOf } from '@freelane/shared';
import { knownPreferences, type NotificationPreference } from '@freelane/shared/contracts';
import { notificationEndpoints } from '@freelane/shared/contracts/endpoints/notification';

/**
 * `GET /notification/preferences`: per category, in the app and by e-mail. No tag: nothing but the
 * update below changes them, and it writes its answer into this cache.
 */
export const notificationPreferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: queryOf(build, notificationEndpoints.getNotificationPreferences, {
      transformResponse: (response): NotificationPreference[] => knownPreferences(response.preferences),
    }),
  }),
});

export const { useGetNotificationPreferencesQuery } = notificationPreferencesApi;
