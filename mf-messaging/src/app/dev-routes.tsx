import type { DevRoute } from '@freelane/shared/dev';
import Message from '../pages/message';
import Notification from '../pages/notification';

/** The messaging routes as the shell declares them, for running this remote on its own (sign in through the API first). */
export const DEV_ROUTES: DevRoute[] = [
  { path: '/message', label: 'Messages', element: <Message /> },
  { path: '/notification', label: 'Notifications', element: <Notification /> },
];
