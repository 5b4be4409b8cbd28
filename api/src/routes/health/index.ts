import { healthEndpoints } from '@freelane/shared/endpoints';
import { ping } from '../../db/client';
import { defineHandlers } from '../../endpoints/handlers';

/**
 * /api/v1/health: 200 when the database answers (`npm start`, the e2e setup and the bench poll it).
 * /live: the process is up and its event loop turns (restart it otherwise); /ready: it can serve
 * (the database and every registered dependency answer, and it is not shutting down), so a load
 * balancer sends it traffic. Never stored by anyone (`no-store`), and the same for everyone.
 */
export const healthHandlers = defineHandlers(healthEndpoints, {
  getHealth: {
    cache: 'public',
    handler: async ({ app, reply }) => {
      reply.header('Cache-Control', 'no-store');
      await ping(app.db);
      return { success: true as const };
    },
  },
  // Nothing but the process itself: a database outage must not make an orchestrator restart every machine.
  getLiveness: {
    cache: 'public',
    handler: async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const };
    },
  },
  getReadiness: {
    cache: 'public',
    handler: async ({ app, request, reply }) => {
      const report = await app.readiness.report();
      reply.header('Cache-Control', 'no-store').code(report.ready ? 200 : 503);
      // A failure's message can name hosts, buckets and versions: only operators read why.
      if (!app.isOperator(request)) return { success: report.ready };
      return { success: report.ready, draining: report.draining, checks: report.checks };
    },
  },
});
