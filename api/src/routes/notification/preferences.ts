import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesResponse, updateNotificationPreferencesBody } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { asList } from '../../repositories/notification-preferences';

/**
 * GET/PUT /notification/preferences: per category, in the app and by e-mail. Always answers all
 * five categories in NOTIFICATION_CATEGORIES order; a PUT may send only the ones that change.
 */
const preferences: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preferences',
    { schema: { response: responses({ 200: notificationPreferencesResponse }) } },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, preferences: asList(await app.repos.notificationPreferences.get(user.id)) };
    },
  );

  app.put(
    '/preferences',
    { config: { changes: [] },
      schema: {
        body: updateNotificationPreferencesBody,
        response: responses({ 200: notificationPreferencesResponse }),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const saved = await app.repos.notificationPreferences.update(user.id, request.body.preferences, app.clock.now());
      return { success: true as const, message: 'Notification settings saved.', preferences: asList(saved) };
    },
  );
};

export default preferences;
