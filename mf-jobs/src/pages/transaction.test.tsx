import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Transaction, TransactionsResponse } from '@freelane/shared/contracts';
import { buildCurrentUser, renderPage, server, startMockServer, mockEndpoint } from '@freelane/shared/testing';
import { buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import TransactionPage from './transaction';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const location = () => screen.getByTestId('location');

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  const job = buildJob();
  const ben = buildJobPerson({ fullName: 'Ben Okafor' });
  return {
    _id: buildJobPerson()._id,
    reference: `TX-${job._id.slice(0, 8).toUpperCase()}`,
    jobId: job._id,
    service: 'Landing page redesign',
    freelancer: { _id: ben._id, fullName: ben.fullName },
    client: { _id: client._id, fullName: client.fullName },
    date: '2026-11-12T08:00:00.000Z',
    amount: 750,
    status: 'Completed',
    jobStatus: 'completed',
    paymentStatus: 'pending',
    assistantFee: null,
    ...overrides,
  };
}

const SUMMARY: TransactionsResponse['summary'] = {
  totalTransactions: 12,
  pendingAmount: 1200.5,
  completedPayments: 3400,
  dueAmount: 900,
  paidAmount: 2500,
  overduePayments: 0,
  assistantFees: 0,
};

function serveTransactions(transactions: Transaction[], summary = SUMMARY) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getTransactions, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const page = Number(params.page);
      const limit = Number(params.limit);
      return HttpResponse.json({
        success: true,
        summary,
        transactions: transactions.slice((page - 1) * limit, page * limit),
        pagination: pageOf(transactions.length, page, limit),
      });
    }),
  );
  return queries;
}

describe('Transaction Management page', () => {
  it('shows the four cards and a row per hire from the API', async () => {
    const row = transaction({
      reference: 'TX-3F9A21C0',
      status: 'Pending',
      jobStatus: 'progress',
      paymentStatus: null,
      amount: 1200.5,
      date: '2026-11-03T09:00:00.000Z',
    });
    serveTransactions([row]);
    renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading your transactions' })).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Total Transactions' })).toHaveTextContent('12');
    // Truthful words (issue 36): what is due and what was marked paid, never "Completed Payments".
    expect(screen.getByRole('region', { name: 'Work In Progress' })).toHaveTextContent('$1,200.5');
    expect(screen.getByRole('region', { name: 'Due To Freelancers' })).toHaveTextContent('$900');
    expect(screen.getByRole('region', { name: 'Marked Paid' })).toHaveTextContent('$2,500');
    expect(screen.getByRole('region', { name: 'Overdue Revisions' })).toHaveTextContent('$0');
    expect(screen.queryByText(/Completed Payments|released|refundable/)).not.toBeInTheDocument();

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Transaction ID',
      'Freelancer Name',
      'Service',
      'Date',
      'Amount',
      'Status',
      'Payment',
      'Actions',
    ]);
    const cells = within(screen.getByRole('row', { name: /TX-3F9A21C0/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'TX-3F9A21C0',
      'Ben Okafor',
      'Landing page redesign',
      '3 Nov 2026',
      '$1,200.50',
      'Pending',
      'Not due yet',
      'View Details',
    ]);
    expect(within(cells[7]).getByRole('link', { name: 'View details of TX-3F9A21C0' })).toHaveAttribute(
      'href',
      `/completedJobs?jobId=${row.jobId}`,
    );
  });

  it('lets the client mark a due hire paid, and shows it marked paid', async () => {
    const due = transaction({ reference: 'TX-D0E00001', amount: 580 });
    let paid = false;
    serveTransactions([due]);
    server.use(
      mockEndpoint(jobEndpoints.markPaid, ({ params }) => {
        paid = params.jobId === due.jobId;
        return HttpResponse.json({ success: true, message: 'Marked paid.', job: buildJob({ _id: due.jobId }) });
      }),
      mockEndpoint(jobEndpoints.getTransactions, () =>
        HttpResponse.json({
          success: true,
          summary: SUMMARY,
          transactions: [{ ...due, paymentStatus: paid ? 'paid' : 'pending' }],
          pagination: pageOf(1, 1, 10),
        }),
      ),
    );
    const { user } = renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    const row = await screen.findByRole('row', { name: /TX-D0E00001/ });
    expect(within(row).getByText('Payment due')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Mark Paid: \$580(\.00)? for Landing page redesign$/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    expect(
      await within(await screen.findByRole('row', { name: /TX-D0E00001/ })).findByText('Marked paid'),
    ).toBeInTheDocument();
    expect(paid).toBe(true);
    expect(within(screen.getByRole('row', { name: /TX-D0E00001/ })).queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('shows a hire a dispute ended without completion as Closed', async () => {
    serveTransactions([transaction({ reference: 'TX-C105ED00', status: 'Closed', jobStatus: 'closed' })]);
    renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    const row = await screen.findByRole('row', { name: /TX-C105ED00/ });
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^Closed$/);
  });

  it('shows the fee owed to a hiring assistant beside the hire, and its card', async () => {
    serveTransactions(
      [
        transaction({
          reference: 'TX-A5515700',
          assistantFee: { assistant: { _id: buildJobPerson()._id, fullName: 'Hana Helper' }, amount: 75 },
        }),
      ],
      { ...SUMMARY, assistantFees: 75 },
    );
    renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    const row = await screen.findByRole('row', { name: /TX-A5515700/ });
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('$750+ assistant fee $75 to Hana Helper');
    expect(screen.getByRole('region', { name: 'Assistant Fees' })).toHaveTextContent('$75');
  });

  it('pages through the transactions on the server', async () => {
    const rows = Array.from({ length: 12 }, (_, index) =>
      transaction({ reference: `TX-${String(index + 1).padStart(8, '0')}` }),
    );
    const queries = serveTransactions(rows);
    const { user } = renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    expect(await screen.findByText('TX-00000001')).toBeInTheDocument();
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await screen.findByText('TX-00000012')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/transaction?page=2');
    expect(queries.map((query) => query.page)).toEqual(['1', '2']);
  });

  it('says when there is nothing yet', async () => {
    serveTransactions([], {
      totalTransactions: 0,
      pendingAmount: 0,
      completedPayments: 0,
      dueAmount: 0,
      paidAmount: 0,
      overduePayments: 0,
      assistantFees: 0,
    });
    renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    expect(
      await screen.findByText('No transactions yet. A transaction appears when you hire a freelancer.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getTransactions, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Only clients have transactions.' }, { status: 403 })
          : HttpResponse.json({ success: true, summary: SUMMARY, transactions: [], pagination: pageOf(0) });
      }),
    );
    const { user } = renderPage(<TransactionPage />, { route: '/transaction', signedInAs: client });
    expect(await screen.findByText('Only clients have transactions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total Transactions' })).toHaveTextContent('12'));
  });
});
