import type { jobEndpoints } from '@freelane/shared/endpoints';
import { confirmPaymentReceived as confirm, markPaid as mark } from '../../commands/payment-record';
import type { Handler } from '../../endpoints/handlers';
import { presentJobFor } from '../../queries/job-views';

/** POST /job/markPaid/{jobId}: the client's mark that the agreed amount was paid to the freelancer directly. */
export const markPaid: Handler<typeof jobEndpoints.markPaid> = async ({ app, user, params }) => {
  const job = await mark(app, user, params.jobId);
  return {
    success: true as const,
    message: 'Marked paid. The freelancer is asked to confirm receiving it.',
    job: await presentJobFor(app, job, user),
  };
};

/** POST /job/confirmPaymentReceived/{jobId}: the hired freelancer confirms the agreed amount received. */
export const confirmPaymentReceived: Handler<typeof jobEndpoints.confirmPaymentReceived> = async ({
  app,
  user,
  params,
}) => {
  const job = await confirm(app, user, params.jobId);
  return {
    success: true as const,
    message: 'Confirmed received. The client is told.',
    job: await presentJobFor(app, job, user),
  };
};
