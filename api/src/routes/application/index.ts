import { applicationEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { applyJob } from './apply-jobs';
import { getAcceptedJobs } from './get-accepted-jobs';
import { getAppliedJobs } from './get-applied-jobs';
import { updateApplication } from './update-application';
import { updateApplicationStatus } from './update-status';

/** /api/v1/application: proposals, sent and edited by freelancers, decided by the job's owner. */
export const applicationHandlers = defineHandlers(applicationEndpoints, {
  applyJob,
  updateApplication,
  getAppliedJobs,
  getAcceptedJobs,
  updateApplicationStatus,
});
