import { disputeEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { getDisputeQueue } from './admin-queue';
import { acceptDisputeProposal, declineDisputeProposal, withdrawDisputeProposal } from './answer-proposal';
import { decideDispute } from './decide';
import { escalateDispute } from './escalate';
import { getDispute } from './get-dispute';
import { getDisputeFile } from './get-file';
import { getJobDispute } from './get-job-dispute';
import { postDisputeMessage } from './post-message';
import { proposeSettlement } from './propose';
import { writeDisputeStatement } from './write-statement';

/** /api/v1/dispute: disputes over work marked incomplete, and the admin queue (issue 12). */
export const disputeHandlers = defineHandlers(disputeEndpoints, {
  getJobDispute,
  getDispute,
  writeDisputeStatement,
  postDisputeMessage,
  proposeSettlement,
  acceptDisputeProposal,
  declineDisputeProposal,
  withdrawDisputeProposal,
  escalateDispute,
  decideDispute,
  getDisputeQueue,
  getDisputeFile,
});
