import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../notification');
const common = () => import('../common');

/** /api/v1/notification: the bell, the centre and the preferences (issue 10). */
export const notificationEndpoints = defineEndpoints('notification', {
  getUnreadNotifications: {
    method: 'GET',
    path: '/notification/getUnreadNotifications',
    summary: "The caller's unread notifications (the header bell)",
    access: 'signed-in',
    reads: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.notificationListResponse } })),
  },
  getNotifications: {
    method: 'GET',
    path: '/notification/getNotifications',
    summary: "One page of the caller's notification centre, newest first, filtered",
    access: 'signed-in',
    reads: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      query: c.getNotificationsQuery,
      response: { 200: c.getNotificationsResponse },
    })),
  },
  // A GET as the spec calls it, but a write: CSRF-checked, and no HEAD twin (endpoints/register.ts).
  markNotification: {
    method: 'GET',
    path: '/notification/markSingleNotification/:id',
    summary: 'Marks one of the caller’s notifications as read',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.notificationIdParams,
      response: { 200: c.markNotificationResponse },
    })),
  },
  markAllNotifications: {
    method: 'GET',
    path: '/notification/markUsersAllNotifications',
    summary: 'Marks every notification of the caller as read',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(common, (c) => ({ response: { 200: c.messageResponse } })),
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/notification/deleteSingleNotification/:id',
    summary: 'Deletes one of the caller’s notifications',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(contracts, (c) => ({
      params: c.notificationIdParams,
      response: { 200: c.deleteNotificationResponse },
    })),
  },
  deleteAllNotifications: {
    method: 'DELETE',
    path: '/notification/deleteUsersAllNotifications',
    summary: 'Deletes every notification of the caller, read or not',
    access: 'signed-in',
    changes: ['notifications'],
    schemas: schemasFrom(common, (c) => ({ response: { 200: c.messageResponse } })),
  },
  getNotificationPreferences: {
    method: 'GET',
    path: '/notification/preferences',
    summary: "The caller's notification preferences, per category, in the app and by e-mail",
    access: 'signed-in',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.notificationPreferencesResponse } })),
  },
  updateNotificationPreferences: {
    method: 'PUT',
    path: '/notification/preferences',
    summary: "Changes the caller's notification preferences (only the categories sent)",
    access: 'signed-in',
    changes: [],
    schemas: schemasFrom(contracts, (c) => ({
      body: c.updateNotificationPreferencesBody,
      response: { 200: c.notificationPreferencesResponse },
    })),
  },
});
