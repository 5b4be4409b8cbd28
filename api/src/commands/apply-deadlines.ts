import type { FastifyInstance } from 'fastify';

/**
 * Reads that show job states run the deadline rule first (architecture §4), so nobody sees a job
 * still "under review" after its review period ended, even between two scheduler ticks.
 */
export async function applyDeadlines(app: FastifyInstance): Promise<void> {
  await app.scheduler.completeOverdueReviews();
}
