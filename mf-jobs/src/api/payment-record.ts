import { mutationOf } from '@freelane/shared';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { jobsApi } from './jobs-api';

/**
 * The payment record the two parties keep (issue 36): `POST /job/markPaid/{jobId}` (the client) and
 * `POST /job/confirmPaymentReceived/{jobId}` (the hired freelancer). The job, its lists and the
 * money figures (Transactions, Earnings) show the new status.
 */
export const paymentRecordApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    markPaid: mutationOf(build, jobEndpoints.markPaid, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
    confirmPaymentReceived: mutationOf(build, jobEndpoints.confirmPaymentReceived, {
      args: (jobId: string) => ({ jobId }),
      invalidatesTags: (_result, _error, jobId) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useMarkPaidMutation, useConfirmPaymentReceivedMutation } = paymentRecordApi;
