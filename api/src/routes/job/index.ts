import { jobEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getClientJobs } from './admin-jobs';
import { getAdminOverview } from './admin-overview';
import { getClientDashboard } from './client-dashboard';
import { confirmBrief } from './confirm-proposed-job';
import { declineBrief } from './decline-proposed-job';
import { deleteJob } from './delete-job';
import { deleteBrief } from './delete-proposed-job';
import { getFreelancerStats } from './freelancer-stats';
import { jobAlertUnsubscribePage, unsubscribeJobAlerts } from './alert-unsubscribe';
import { getAllJobs } from './get-all-jobs';
import { getJob } from './get-job';
import { getJobPage } from './job-page';
import { getReceivedProposals } from './get-received-proposals';
import { markAddressed } from './mark-addressed';
import { confirmPaymentReceived, markPaid } from './payment-record';
import { getPublicJobs } from './new-all-jobs';
import { postJob } from './post-job';
import { proposeBrief } from './propose-job';
import { requestClarification } from './request-clarification';
import { reviewWork } from './review-work';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  updateSavedSearch,
} from './saved-searches';
import { submitWork } from './submit-work';
import { getTransactions } from './transactions';
import { getTransactionsCsv } from './transactions-csv';
import { getInvoice } from './invoice';
import { updateJob } from './update-job';
import { updateBrief } from './update-proposed-job';
import { viewJobProposal } from './view-job-proposal';
import { getWorkFile } from './work-file';
import { acceptWork, incompleteWork } from './work-decisions';

/**
 * /api/v1/job. The job/application calls (post, edit, lists, figures), the work/review calls
 * (submit, download, accept, revision, clarification) and the project briefs proposed in chat (issue 10).
 */
export const jobHandlers = defineHandlers(jobEndpoints, {
  postJob,
  updateJob,
  deleteJob,
  getJob,
  getJobPage,
  getAllJobs,
  getPublicJobs,
  getClientJobs,
  viewJobProposal,
  getReceivedProposals,
  getClientDashboard,
  getFreelancerStats,
  getTransactions,
  getAdminOverview,
  // Money as records (issue 38)
  getTransactionsCsv,
  getInvoice,
  // Work and review
  submitWork,
  getWorkFile,
  acceptWork,
  incompleteWork,
  reviewWork,
  // The revision view (issue 12)
  requestClarification,
  markAddressed,
  // The payment record (issue 36)
  markPaid,
  confirmPaymentReceived,
  // Saved searches and job alerts (issue 37)
  listSavedSearches,
  createSavedSearch,
  updateSavedSearch,
  openSavedSearch,
  deleteSavedSearch,
  unsubscribeJobAlerts,
  jobAlertUnsubscribePage,
  // Project briefs in chat
  proposeBrief,
  updateBrief,
  deleteBrief,
  confirmBrief,
  declineBrief,
});
