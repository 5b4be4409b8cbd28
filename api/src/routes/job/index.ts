import type { FastifyInstance } from 'fastify';
import adminJobs from './admin-jobs';
import adminOverview from './admin-overview';
import clientDashboard from './client-dashboard';
import confirmProposedJob from './confirm-proposed-job';
import declineProposedJob from './decline-proposed-job';
import deleteJob from './delete-job';
import deleteProposedJob from './delete-proposed-job';
import freelancerStats from './freelancer-stats';
import getAllJobs from './get-all-jobs';
import getJob from './get-job';
import getReceivedProposals from './get-received-proposals';
import markAddressed from './mark-addressed';
import newAllJobs from './new-all-jobs';
import postJob from './post-job';
import proposeJob from './propose-job';
import requestClarification from './request-clarification';
import reviewWork from './review-work';
import submitWork from './submit-work';
import transactions from './transactions';
import updateJob from './update-job';
import updateProposedJob from './update-proposed-job';
import viewJobProposal from './view-job-proposal';
import workFile from './work-file';
import workDecisions from './work-decisions';

/**
 * /api/v1/job. The job/application calls (post, edit, lists, figures), the work/review calls
 * (submit, download, accept, revision, clarification) and the project briefs proposed in chat (issue 10).
 */
export default async function jobRoutes(app: FastifyInstance) {
  await app.register(postJob);
  await app.register(updateJob);
  await app.register(deleteJob);
  await app.register(getJob);
  await app.register(getAllJobs);
  await app.register(newAllJobs);
  await app.register(adminJobs);
  await app.register(viewJobProposal);
  await app.register(getReceivedProposals);
  await app.register(clientDashboard);
  await app.register(freelancerStats);
  await app.register(transactions);
  await app.register(adminOverview);
  // Work and review
  await app.register(submitWork);
  await app.register(workFile);
  await app.register(workDecisions);
  await app.register(reviewWork);
  // The revision view (issue 12)
  await app.register(requestClarification);
  await app.register(markAddressed);
  // Project briefs in chat
  await app.register(proposeJob);
  await app.register(updateProposedJob);
  await app.register(deleteProposedJob);
  await app.register(confirmProposedJob);
  await app.register(declineProposedJob);
}
