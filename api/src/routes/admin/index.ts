import type { FastifyInstance } from 'fastify';
import applications from './applications';
import decideApplication from './decide-application';

/** /api/v1/admin: the admins' queues beyond the spec's overview (issue 13: programme applications). */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(applications);
  await app.register(decideApplication);
}
