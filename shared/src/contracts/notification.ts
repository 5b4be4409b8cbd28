import { z } from 'zod';
import { messageResponse, objectId, pageInfo } from './common';
import { tolerantEnum, UNKNOWN_VALUE } from './tolerant-enum';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_FILTERS,
  type NotificationCategory,
  type NotificationFilter,
} from './notification-options';

/**
 * Notifications (spec job-lifecycle §2 Notifications, §7; issue 10). Every state change stores one for
 * the other party and pushes it over the socket; the centre at /notification filters, marks and
 * deletes them. A user can only ever touch their own.
 */

export { NOTIFICATION_CATEGORIES, NOTIFICATION_FILTERS, type NotificationCategory, type NotificationFilter };
export const notificationCategory = z.enum(NOTIFICATION_CATEGORIES);

export const notificationSchema = z.object({
  _id: objectId,
  userId: objectId,
  message: z.string(),
  category: tolerantEnum(NOTIFICATION_CATEGORIES),
  type: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  sendersDetail: z
    .object({
      fullName: z.string(),
      profile: z.object({ profilePhoto: z.string().nullable() }),
      /**
       * Sent by the Freelane team (an admin): shown with a staff badge, which no name can imitate.
       * Always sent by the API; optional in the type so older fixtures keep compiling.
       */
      isStaff: z.boolean().optional(),
    })
    .nullable(),
  /** The page it is about (a site path such as /takeAction?jobId=…), or null. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

export const notificationIdParams = z.object({ id: objectId });

export const notificationFilter = z.enum(NOTIFICATION_FILTERS);

/** GET /notification/getNotifications: one page, newest first. */
export const getNotificationsQuery = z.object({
  filter: notificationFilter.default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type GetNotificationsQuery = z.input<typeof getNotificationsQuery>;

export const getNotificationsResponse = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  pagination: pageInfo,
  /** All of the user's unread notifications, whatever the filter. */
  unreadCount: z.number().int(),
});
export type GetNotificationsResponse = z.infer<typeof getNotificationsResponse>;

export const markNotificationResponse = messageResponse.extend({ updatedNotification: notificationSchema });
export type MarkNotificationResponse = z.infer<typeof markNotificationResponse>;
export const deleteNotificationResponse = messageResponse.extend({ deletedNotification: notificationSchema });
export type DeleteNotificationResponse = z.infer<typeof deleteNotificationResponse>;

/**
 * GET/PUT /notification/preferences: per category, shown in the app and/or sent by e-mail. Message
 * e-mail is one batched mail for messages still unread after UNREAD_MESSAGE_EMAIL_DELAY_MINUTES.
 */
export const notificationPreferenceSchema = z.object({
  category: notificationCategory,
  inApp: z.boolean(),
  email: z.boolean(),
  /** Web Push to the person's subscribed devices (issue 37). */
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/**
 * Categories pushed to a person's devices until they change it (issue 37): what is worth a phone
 * buzzing at once. A category listed here gets it as soon as it exists; every other starts off.
 */
export const PUSH_BY_DEFAULT: readonly string[] = ['Message', 'JobAlert'];

export const DEFAULT_NOTIFICATION_PREFERENCES: readonly NotificationPreference[] = (
  [
    { category: 'Message', inApp: true, email: true },
    { category: 'Proposals', inApp: true, email: false },
    { category: 'Job', inApp: true, email: true },
    // Each saved search says whether its alerts are mailed (instant, daily); this switch can stop them all.
    { category: 'JobAlert', inApp: true, email: true },
    { category: 'Payments', inApp: true, email: false },
    { category: 'System', inApp: true, email: false },
  ] satisfies Omit<NotificationPreference, 'push'>[]
).map((preference) => ({ ...preference, push: PUSH_BY_DEFAULT.includes(preference.category) }));
export const UNREAD_MESSAGE_EMAIL_DELAY_MINUTES = 10;

export const notificationPreferencesResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** One entry per category, in NOTIFICATION_CATEGORIES order. */
  preferences: z.array(notificationPreferenceSchema.extend({ category: tolerantEnum(NOTIFICATION_CATEGORIES) })),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

/** The preferences this code can show and send back: a category a newer release added is left out. */
export function knownPreferences(
  preferences: NotificationPreferencesResponse['preferences'],
): NotificationPreference[] {
  return preferences.filter(
    (preference): preference is NotificationPreference => preference.category !== UNKNOWN_VALUE,
  );
}

export const updateNotificationPreferencesBody = z.object({
  preferences: z
    // Without push (a page of the release before issue 37): that switch stays as it was.
    .array(notificationPreferenceSchema.extend({ push: z.boolean().optional() }))
    .min(1, 'Send at least one preference.')
    .max(NOTIFICATION_CATEGORIES.length)
    .refine(
      (items) => new Set(items.map((item) => item.category)).size === items.length,
      'Each category may appear only once.',
    ),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;
