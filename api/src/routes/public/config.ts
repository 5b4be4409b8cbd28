import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigResponse } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';

const publicConfig: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    { config: { public: true, cache: 'public' }, schema: { response: responses({ 200: publicConfigResponse }) } },
    async () => ({
      success: true as const,
      communityUrl: app.config.communityUrl,
      googleSignInEnabled: app.config.google !== undefined,
      currency: app.config.currency,
    }),
  );
};

export default publicConfig;
