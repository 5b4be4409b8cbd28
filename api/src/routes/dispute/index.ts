import type { FastifyInstance } from 'fastify';
import adminQueue from './admin-queue';
import answerProposal from './answer-proposal';
import decide from './decide';
import escalate from './escalate';
import getDispute from './get-dispute';
import getFile from './get-file';
import getJobDispute from './get-job-dispute';
import postMessage from './post-message';
import propose from './propose';
import writeStatement from './write-statement';

/** /api/v1/dispute: disputes over work marked incomplete, and the admin queue (issue 12). */
export default async function disputeRoutes(app: FastifyInstance) {
  await app.register(getJobDispute);
  await app.register(getDispute);
  await app.register(writeStatement);
  await app.register(postMessage);
  await app.register(propose);
  await app.register(answerProposal);
  await app.register(escalate);
  await app.register(decide);
  await app.register(adminQueue);
  await app.register(getFile);
}
