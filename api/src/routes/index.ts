import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { API_BASE_PATH } from '@freelane/shared/contracts';
import { ENDPOINT_AREAS, type EndpointArea, type EndpointAreas } from '@freelane/shared/endpoints';
import type { DefinedArea } from '../endpoints/handlers';
import { registerArea } from '../endpoints/register';
import { decorateChatSendLimit } from '../lib/rate-limits';
import { adminHandlers } from './admin';
import { applicationHandlers } from './application';
import { authHandlers } from './auth';
import { blogHandlers } from './blog';
import { disputeHandlers } from './dispute';
import { filesHandlers } from './files';
import { hiringHandlers } from './hiring';
import { healthHandlers } from './health';
import { jobHandlers } from './job';
import { messageHandlers } from './message';
import { notificationHandlers } from './notification';
import { publicHandlers } from './public';
import { pushHandlers } from './push';
import { reviewHandlers } from './review';
import { screeningHandlers } from './screening';
import { userHandlers } from './user';

/** One API route as registered: what the fuzz test (and any route-wide check) walks. */
export interface ApiRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: FastifyContextConfig | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/v1 route, in registration order. */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /**
     * `'public'`: this route's answers are not personal (the same for everyone, or the route marks
     * its private ones itself), so its own Cache-Control stands. Every other API answer is
     * `private, no-store` (routes/cache-control-matrix.test.ts checks every GET route).
     */
    cache?: 'public';
  }
}

/**
 * Personal answers are never kept by a browser's back/forward store or a shared cache (issue 34):
 * one hook for every API route, so a new route is covered without remembering it.
 */
const PERSONAL = 'private, no-store';

/** Records every /api/v1 route registered from now on in `app.apiRoutes` (call before the routes). */
export function collectApiRoutes(app: FastifyInstance): void {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_BASE_PATH}/`)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}

/**
 * The areas defined in @freelane/shared/endpoints, each with its handlers (routes/<area>/index.ts):
 * an area or an endpoint without its handlers does not compile, so nothing is registered by hand.
 */
const DEFINED: { [Area in EndpointArea]: DefinedArea<EndpointAreas[Area]> } = {
  review: reviewHandlers,
  dispute: disputeHandlers,
  health: healthHandlers,
  public: publicHandlers,
  screening: screeningHandlers,
  application: applicationHandlers,
  hiring: hiringHandlers,
  admin: adminHandlers,
  blog: blogHandlers,
  files: filesHandlers,
  auth: authHandlers,
  user: userHandlers,
  message: messageHandlers,
  notification: notificationHandlers,
  job: jobHandlers,
  push: pushHandlers,
};

/** Folder = URL prefix: routes/<area>/ serves /api/v1/<area>/. */
export default async function routes(app: FastifyInstance) {
  decorateChatSendLimit(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.cache !== 'public') reply.header('Cache-Control', PERSONAL);
    return payload;
  });
  for (const area of Object.keys(ENDPOINT_AREAS) as EndpointArea[]) {
    await registerArea(app, area, DEFINED[area] as DefinedArea);
  }
}
