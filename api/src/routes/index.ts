import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import { API_BASE_PATH } from '@freelane/shared/contracts';
import { decorateChatSendLimit } from '../lib/rate-limits';
import adminRoutes from './admin';
import applicationRoutes from './application';
import authRoutes from './auth';
import blogRoutes from './blog';
import disputeRoutes from './dispute';
import fileRoutes from './files';
import hiringRoutes from './hiring';
import healthRoutes from './health';
import jobRoutes from './job';
import messageRoutes from './message';
import notificationRoutes from './notification';
import publicRoutes from './public';
import reviewRoutes from './review';
import screeningRoutes from './screening';
import userRoutes from './user';

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

/** Folder = URL prefix: routes/<area>/ serves /api/v1/<area>/. */
export default async function routes(app: FastifyInstance) {
  decorateChatSendLimit(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.cache !== 'public') reply.header('Cache-Control', PERSONAL);
    return payload;
  });
  await app.register(userRoutes, { prefix: `${API_BASE_PATH}/user` });
  await app.register(blogRoutes, { prefix: `${API_BASE_PATH}/blog` });
  await app.register(notificationRoutes, { prefix: `${API_BASE_PATH}/notification` });
  await app.register(publicRoutes, { prefix: `${API_BASE_PATH}/public` });
  await app.register(healthRoutes, { prefix: `${API_BASE_PATH}/health` });
  await app.register(authRoutes, { prefix: `${API_BASE_PATH}/auth` });
  await app.register(fileRoutes, { prefix: `${API_BASE_PATH}/files` });
  await app.register(jobRoutes, { prefix: `${API_BASE_PATH}/job` });
  await app.register(applicationRoutes, { prefix: `${API_BASE_PATH}/application` });
  await app.register(messageRoutes, { prefix: `${API_BASE_PATH}/message` });
  await app.register(reviewRoutes, { prefix: `${API_BASE_PATH}/review` });
  await app.register(disputeRoutes, { prefix: `${API_BASE_PATH}/dispute` });
  await app.register(adminRoutes, { prefix: `${API_BASE_PATH}/admin` });
  await app.register(hiringRoutes, { prefix: `${API_BASE_PATH}/hiring` });
  await app.register(screeningRoutes, { prefix: `${API_BASE_PATH}/screening` });
}
