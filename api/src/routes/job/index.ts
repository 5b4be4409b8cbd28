import type { FastifyInstance } from 'fastify';

/**
 * /api/v1/job. Two helpers add their routes here: the job/application calls (post, edit, lists,
 * figures) and the work/review calls (submit, download, accept, revision).
 */
export default async function jobRoutes(app: FastifyInstance) {
  // Routes are registered below, one line each.
  void app;
}
