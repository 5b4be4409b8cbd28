import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { csvStream } from '../../lib/csv';
import { MONEY_COLUMNS, moneyRowsOf } from '../../queries/money-rows';
import { attachmentDisposition } from '../files/get-file';

/**
 * GET /job/transactions.csv (issue 38): a client's spending or a freelancer's earnings as a CSV
 * download, the rows Transaction Management and Earnings show, streamed page by page.
 */
export const getTransactionsCsv: Handler<typeof jobEndpoints.getTransactionsCsv> = async ({
  app,
  request,
  reply,
  user,
}) => {
  const rows = await moneyRowsOf(app, user);
  const what = user.role === 'client' ? 'spending' : 'earnings';
  const name = `freelane-${what}-${app.clock.now().toISOString().slice(0, 10)}.csv`;
  const body = csvStream(MONEY_COLUMNS, rows, (error) =>
    request.log.error({ err: error }, 'the CSV export failed part-way; the download was cut short'),
  );
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachmentDisposition(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
};
