import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatSettingsResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';

/** GET /message/settings: the signed-in user's chat settings. */
const getSettings: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { response: responses({ 200: chatSettingsResponse }) } }, async (request) => {
    const user = await requireUser(request);
    return { success: true as const, settings: { sendReadReceipts: user.sendReadReceipts, showOnline: user.showOnline } };
  });
};

export default getSettings;
