import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse } from '@freelane/shared/contracts';
import { ping } from '../../db/client';
import { responses } from '../../lib/responses';

/**
 * /api/v1/health: 200 when the database answers (`npm start`, the e2e setup and the bench poll it).
 * /live: the process is up and its event loop turns (restart it otherwise); /ready: it can serve
 * (the database and every registered dependency answer, and it is not shutting down), so a load
 * balancer sends it traffic.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/',
    { config: { public: true, cache: 'public' }, schema: { response: responses({ 200: healthResponse }) } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      await ping(app.db);
      return { success: true as const };
    },
  );
  // Nothing but the process itself: a database outage must not make an orchestrator restart every machine.
  routes.get(
    '/live',
    { config: { public: true, cache: 'public' }, schema: { response: responses({ 200: healthResponse }) } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const };
    },
  );
  routes.get(
    '/ready',
    { config: { public: true, cache: 'public' }, schema: { response: responses({ 200: readinessResponse, 503: readinessResponse }) } },
    async (request, reply) => {
      const report = await app.readiness.report();
      reply.header('Cache-Control', 'no-store').code(report.ready ? 200 : 503);
      // A failure's message can name hosts, buckets and versions: only operators read why.
      if (!app.isOperator(request)) return { success: report.ready };
      return { success: report.ready, draining: report.draining, checks: report.checks };
    },
  );
}
