import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { DisputeStatus, DisputeSummary } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import AdminPanel from './admin-panel';
import { pageOf } from '../testing/build-job';
import { buildDispute } from '../testing/build-dispute';
import { adminEndpoints } from '@freelane/shared/contracts/endpoints/admin';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const admin = buildCurrentUser({ role: 'admin', fullName: 'Freelane Admin' });

function summary(title: string, overrides: Partial<DisputeSummary> = {}): DisputeSummary {
  const { _id, job, client, freelancer, status, openedAt, escalatesAt, escalatedAt, outcome, resolvedAt } =
    buildDispute();
  return {
    _id,
    job: { ...job, title },
    client,
    freelancer,
    status,
    openedAt,
    escalatesAt,
    escalatedAt,
    outcome,
    resolvedAt,
    ...overrides,
  };
}

/** The admin queue over `byStatus`, paged like the server, recording each query. */
function serveQueue(byStatus: Partial<Record<DisputeStatus, DisputeSummary[]>>, waitingCount: number) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getAdminOverview, () =>
      HttpResponse.json({
        success: true,
        counts: { total: 0, completed: 0, active: 0 },
        recentJobs: [],
        pagination: pageOf(0),
      }),
    ),
    mockEndpoint(blogEndpoints.getAllBlog, () => HttpResponse.json({ success: true, blog: [] })),
    mockEndpoint(adminEndpoints.getProgrammeApplications, () =>
      HttpResponse.json({ success: true, applications: [], pagination: pageOf(0), pendingCount: 0 }),
    ),
    mockEndpoint(disputeEndpoints.getDisputeQueue, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const all = byStatus[params.status as DisputeStatus] ?? [];
      const page = Number(params.page);
      const limit = Number(params.limit);
      return HttpResponse.json({
        success: true,
        disputes: all.slice((page - 1) * limit, page * limit),
        pagination: pageOf(all.length, page, limit),
        waitingCount,
      });
    }),
  );
  return queries;
}

const open = () => renderPage(<AdminPanel />, { route: '/adminPanel?tab=disputes', signedInAs: admin });
const queueCard = () => screen.getByRole('heading', { level: 2, name: 'Disputes' }).closest<HTMLElement>('.fl-card')!;

describe('Admin overview: dispute queue', () => {
  it('lists escalated disputes first with the waiting count, each opening its dispute page', async () => {
    const van = summary('Van lettering', {
      status: 'escalated',
      openedAt: '2026-11-20T08:00:00.000Z',
      escalatedAt: '2026-11-27T08:00:00.000Z',
    });
    const escalated = [
      van,
      ...Array.from({ length: 11 }, (_, index) => summary(`Job ${index + 2}`, { status: 'escalated' })),
    ];
    const queries = serveQueue({ escalated }, 12);
    const { user } = open();

    const table = await screen.findByRole('table', { name: 'Disputes' });
    expect(within(queueCard()).getByLabelText('12 waiting for a decision')).toBeInTheDocument();
    const row = (await within(table).findByText('Van lettering')).closest('tr')!;
    for (const text of [van.client.fullName, van.freelancer.fullName, '20 Nov 2026', '27 Nov 2026'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Escalated' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open dispute about Van lettering' })).toHaveAttribute(
      'href',
      `/dispute?jobId=${van.job._id}`,
    );

    await user.click(await within(queueCard()).findByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('Job 12')).toBeInTheDocument();
    expect(queries).toEqual([
      { status: 'escalated', page: '1', limit: '10' },
      { status: 'escalated', page: '2', limit: '10' },
    ]);

    await user.click(within(table).getByRole('link', { name: 'Open dispute about Job 12' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/dispute?jobId=${escalated[11].job._id}`),
    );
  });

  it('filters by status from the first page and says when there is nothing', async () => {
    const resolved = summary('Brochure', {
      status: 'resolved',
      outcome: 'complete',
      resolvedAt: '2026-11-28T08:00:00.000Z',
    });
    const queries = serveQueue({ resolved: [resolved] }, 0);
    const { user } = open();

    expect(
      await within(await screen.findByRole('table', { name: 'Disputes' })).findByText(
        'No disputes are waiting for a decision.',
      ),
    ).toBeInTheDocument();
    expect(within(queueCard()).getByLabelText('0 waiting for a decision')).toBeInTheDocument();

    await user.click(within(queueCard()).getByText('Open'));
    expect(await within(queueCard()).findByText('No open disputes.')).toBeInTheDocument();
    expect(within(queueCard()).getByRole('columnheader', { name: 'Escalates' })).toBeInTheDocument();

    await user.click(within(queueCard()).getByText('Resolved'));
    const row = (await within(queueCard()).findByText('Brochure')).closest('tr')!;
    expect(within(row).getByText('28 Nov 2026')).toBeInTheDocument();
    expect(within(queueCard()).getByRole('columnheader', { name: 'Resolved' })).toBeInTheDocument();
    expect(queries.map((query) => query.status)).toEqual(['escalated', 'open', 'resolved']);
  });

  it('shows a failed queue with a retry', async () => {
    serveQueue({}, 0);
    let fail = true;
    server.use(
      mockEndpoint(disputeEndpoints.getDisputeQueue, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Only admins can see the dispute queue.' }, { status: 403 })
          : HttpResponse.json({ success: true, disputes: [], pagination: pageOf(0), waitingCount: 0 }),
      ),
    );
    const { user } = open();
    expect(await screen.findByText('Only admins can see the dispute queue.')).toBeInTheDocument();
    fail = false;
    await user.click(within(queueCard()).getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('table', { name: 'Disputes' })).toBeInTheDocument();
  });
});
