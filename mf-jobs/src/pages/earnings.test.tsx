import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import Earnings from './earnings';
import { buildFreelancerStats } from '../testing/build-freelancer-stats';
import { buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });
const clara = buildJobPerson({ fullName: 'Clara Client' });
const completed = Array.from({ length: 12 }, (_, index) =>
  buildJob({
    title: `Finished job ${index + 1}`,
    status: 'completed',
    owner: clara,
    salary: 100 * (index + 1),
    // The accepted bid, $50 under the posted budget: the figure every screen shows (issue 36).
    agreedAmount: { amount: 100 * (index + 1) - 50, basis: 'bid' },
    paymentStatus: index === 0 ? 'paid' : 'pending',
    completedAt: `2026-10-${String(index + 10)}T12:00:00.000Z`,
  }),
);

/** Answers getAcceptedJobs?status=completed like the API (pages of `limit`) and records every query. */
function serveCompleted() {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(applicationEndpoints.getAcceptedJobs, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const page = Number(params.page);
      const limit = Number(params.limit);
      const matches = params.status === 'completed' ? completed : [];
      return HttpResponse.json({
        success: true,
        applications: matches
          .slice((page - 1) * limit, page * limit)
          .map((job) => ({ _id: job._id.replace('2c3d', '5c3d'), job, agreedPrice: job.salary - 50 })),
        pagination: pageOf(matches.length, page, limit),
      });
    }),
  );
  return queries;
}

const figure = (label: string) => screen.getByRole('group', { name: label });

describe('Earnings page', () => {
  it('shows total, pending and this month from the API and the completed jobs with amounts and dates, paged', async () => {
    server.use(
      mockEndpoint(jobEndpoints.getFreelancerStats, () =>
        HttpResponse.json(buildFreelancerStats({ totalEarned: 7800, pendingEarnings: 1200, earnedThisMonth: 300 })),
      ),
    );
    const queries = serveCompleted();
    const { user } = renderPage(<Earnings />, { route: '/earnings', signedInAs: ava });

    expect(screen.getByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('group', { name: 'Total Earned' })).findByText('$7,800'),
    ).toBeInTheDocument();
    expect(within(figure('Pending')).getByText('$1,200')).toBeInTheDocument();
    expect(within(figure('This Month')).getByText('$300')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    const row = (await within(table).findByText('Finished job 1')).closest('tr')!;
    expect(within(row).getByText('Clara Client')).toBeInTheDocument();
    expect(within(row).getByText('10 Oct 2026')).toBeInTheDocument();
    // The agreed price (the accepted bid), not the posted budget of $100.
    expect(within(row).getByText('$50')).toBeInTheDocument();
    // The payment record: Clara marked it paid; Ava confirms once it arrived.
    expect(within(row).getByText('Marked paid')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: /^Confirm Received: \$50(\.00)? for Finished job 1$/ }),
    ).toBeInTheDocument();

    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('Finished job 12')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Finished job 1')).not.toBeInTheDocument());
    expect(queries).toEqual([
      { status: 'completed', page: '1', limit: '10' },
      { status: 'completed', page: '2', limit: '10' },
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/earnings?page=2');
  });

  it('explains an empty history and shows a failed figures load with a retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getFreelancerStats, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json(buildFreelancerStats());
      }),
      mockEndpoint(applicationEndpoints.getAcceptedJobs, () =>
        HttpResponse.json({ success: true, applications: [], pagination: pageOf(0) }),
      ),
    );
    const { user } = renderPage(<Earnings />, { route: '/earnings', signedInAs: ava });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(await screen.findByText(/No completed jobs yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Total Earned' })).findByText('$0'),
    ).toBeInTheDocument();
  });
});
