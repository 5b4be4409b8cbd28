/**
 * The notification categories and the centre's filters as plain values: the centre's first screen
 * reads them, and `notification.ts` (which builds the zod schemas from them) would bring zod along.
 */

/** `JobAlert` (issue 37): a newly posted job matched one of the person's saved searches. */
export const NOTIFICATION_CATEGORIES = ['Message', 'Proposals', 'Job', 'JobAlert', 'Payments', 'System'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The centre's filters (spec §9): All, Unread, then one per category. */
export const NOTIFICATION_FILTERS = ['all', 'unread', ...NOTIFICATION_CATEGORIES] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
