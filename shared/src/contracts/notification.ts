import { z } from 'zod';
import { objectId } from './common';

export const NOTIFICATION_CATEGORIES = ['Message', 'Proposals', 'Job', 'Payments', 'System'] as const;
export const notificationCategory = z.enum(NOTIFICATION_CATEGORIES);

export const notificationSchema = z.object({
  _id: objectId,
  userId: objectId,
  message: z.string(),
  category: notificationCategory,
  type: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  sendersDetail: z
    .object({ fullName: z.string(), profile: z.object({ profilePhoto: z.string().nullable() }) })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** Socket event payloads (architecture §4: events named as the spec names them). */
export const SOCKET_EVENTS = {
  onlineUsers: 'getOnlineUsers',
  newMessage: 'newMessage',
  notification: 'notification',
} as const;
export type OnlineUsersEvent = string[];
export type NotificationEvent = Notification;
