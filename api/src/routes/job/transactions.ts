import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { transactions as clientTransactions } from '../../queries/job-figures';

/** GET /job/transactions, Transaction Management: one row per hire of the caller, amounts = agreed prices. */
export const getTransactions: Handler<typeof jobEndpoints.getTransactions> = async ({ app, user, query }) => ({
  success: true as const,
  ...(await clientTransactions(app, user, query)),
});
