import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transactionsQuery, transactionsResponse } from '@freelane/shared/contracts';
import { transactions as clientTransactions } from '../../queries/job-figures';
import { responses } from '../../lib/responses';
import { requireJobRole } from './access';

/** Transaction Management: one row per hire of the caller, amounts = agreed prices. */
const transactions: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions',
    { schema: { querystring: transactionsQuery, response: responses({ 200: transactionsResponse }) } },
    async (request) => {
      const user = await requireJobRole(request, 'client', 'Only clients have transactions to manage.');
      return { success: true as const, ...(await clientTransactions(app, user, request.query)) };
    },
  );
};

export default transactions;
