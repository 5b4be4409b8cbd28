import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '@freelane/shared/contracts';
import { ping } from '../../db/client';
import { responses } from '../../lib/responses';

/** /api/v1/health: 200 when the database answers (load balancers and `npm start` poll it). */
export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { config: { public: true }, schema: { response: responses({ 200: healthResponse }) } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        await ping(app.db);
        return { success: true as const };
      },
    );
}
