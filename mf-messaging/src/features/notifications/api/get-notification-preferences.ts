import { baseApi } from '@freelane/shared';
import {
  knownPreferences,
  type NotificationPreference,
  type NotificationPreferencesResponse,
} from '@freelane/shared/contracts';

/**
 * `GET /notification/preferences`: per category, in the app and by e-mail. No tag: nothing but the
 * update below changes them, and it writes its answer into this cache.
 */
export const notificationPreferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreference[], void>({
      query: () => ({ url: '/notification/preferences' }),
      transformResponse: (response: NotificationPreferencesResponse) => knownPreferences(response.preferences),
    }),
  }),
});

export const { useGetNotificationPreferencesQuery } = notificationPreferencesApi;
