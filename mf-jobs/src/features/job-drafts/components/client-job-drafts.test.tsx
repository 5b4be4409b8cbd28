import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { type Job, type JobDraft } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import ClientDashboard from '../../../pages/client-dashboard';
import { buildJob, pageOf } from '../../../testing/build-job';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const DRAFT_ID = '70000000-0000-4000-8000-000000000001';

function buildDraft(overrides: Partial<JobDraft> = {}): JobDraft {
  return {
    _id: DRAFT_ID,
    status: 'pending',
    job: {
      title: 'Online ordering page',
      category: 'Web Development',
      rank: 'intermediate',
      description: 'An ordering page for the tea shop, with a menu, a basket and a pickup time chooser.',
      skills: ['React', 'Stripe'],
      jobType: 'oneTime',
      duration: '2to4Weeks',
      budgetType: 'fixed',
      salary: 1250,
      applicationDeadline: dayjs().add(20, 'day').format('YYYY-MM-DD'),
    },
    client: { _id: clara._id, fullName: clara.fullName, profile: { profilePhoto: null } },
    assistant: { _id: '70000000-0000-4000-8000-0000000000a1', fullName: 'Ben Okafor', profile: { profilePhoto: null } },
    jobId: null,
    declineReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** The dashboard's calls; the client's jobs gain the drafted job once it is approved. */
function serve(initialDrafts: JobDraft[]) {
  let drafts = initialDrafts;
  let jobs: Job[] = [];
  const declined: unknown[] = [];
  let jobListReads = 0;
  server.use(
    mockEndpoint(jobEndpoints.getClientDashboard, () =>
      HttpResponse.json({
        success: true,
        stats: {
          activeJobs: jobs.length,
          completedJobs: 0,
          talentConnections: 0,
          talentConnectionsThisMonth: 0,
          spendingByMonth: [],
        },
      }),
    ),
    mockEndpoint(jobEndpoints.getClientJobs, () => {
      jobListReads += 1;
      return HttpResponse.json({ success: true, jobs, pagination: pageOf(jobs.length) });
    }),
    mockEndpoint(userEndpoints.getSuggestedFreelancers, () =>
      HttpResponse.json({ success: true, users: [], pagination: pageOf(0, 1, 12) }),
    ),
    mockEndpoint(hiringEndpoints.getJobDrafts, ({ request }) => {
      expect(new URL(request.url).searchParams.get('as')).toBe('client');
      return HttpResponse.json({ success: true, drafts, pagination: pageOf(drafts.length) });
    }),
    mockEndpoint(hiringEndpoints.approveJobDraft, ({ params }) => {
      const job = buildJob({ title: 'Online ordering page', salary: 1250 });
      jobs = [job];
      drafts = drafts.map((draft) =>
        draft._id === params.draftId ? { ...draft, status: 'approved' as const, jobId: job._id } : draft,
      );
      return HttpResponse.json({ success: true, message: 'Job posted successfully.', draft: drafts[0] });
    }),
    mockEndpoint(hiringEndpoints.declineJobDraft, async ({ request, params }) => {
      declined.push(await request.json());
      drafts = drafts.map((draft) =>
        draft._id === params.draftId ? { ...draft, status: 'declined' as const } : draft,
      );
      return HttpResponse.json({ success: true, message: 'Draft declined.', draft: drafts[0] });
    }),
  );
  return { declined, jobListReads: () => jobListReads };
}

const renderDashboard = (route = '/client-dashboard') => renderPage(<ClientDashboard />, { route, signedInAs: clara });
// Before approval the draft is the only article of that name (the posted job joins the jobs list after).
const draftCard = () => screen.findByRole('article', { name: 'Online ordering page' });

describe('Job drafts from hiring assistants on the client dashboard', () => {
  it('shows no drafts section to a client without drafts', async () => {
    serve([]);
    renderDashboard();
    expect(await screen.findByText('You have not posted a job yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job drafts from your hiring assistants' })).not.toBeInTheDocument();
  });

  it('shows the drafted job in full and posts it on Approve, then it is among the jobs', async () => {
    const calls = serve([buildDraft()]);
    const { user } = renderDashboard();
    const card = await draftCard();
    expect(within(card).getByText('Drafted by Ben Okafor on 20 Nov 2026')).toBeInTheDocument();
    expect(within(card).getByText('$1,250 (Fixed Price)')).toBeInTheDocument();
    expect(within(card).getByText('React, Stripe')).toBeInTheDocument();
    expect(within(card).getByText('Awaiting Approval')).toBeInTheDocument();
    expect(await screen.findByText('You have not posted a job yet.')).toBeInTheDocument();
    const readsBefore = calls.jobListReads();

    await user.click(within(card).getByRole('button', { name: 'Approve Online ordering page' }));
    expect(await screen.findByText('Job posted successfully.')).toBeInTheDocument();
    // The jobs list is read again (its tag dropped), and the posted job shows among the client's jobs.
    await waitFor(() => expect(calls.jobListReads()).toBeGreaterThan(readsBefore));
    expect(
      within(await screen.findByRole('list', { name: 'Your jobs' })).getByText('Online ordering page'),
    ).toBeInTheDocument();
    const drafts = screen.getByRole('region', { name: 'Job drafts from your hiring assistants' });
    expect(await within(drafts).findByText('Approved and Posted')).toBeInTheDocument();
    expect(within(drafts).queryByRole('button', { name: 'Approve Online ordering page' })).not.toBeInTheDocument();
  });

  it('declines with the reason the client gives', async () => {
    const { declined } = serve([buildDraft()]);
    const { user } = renderDashboard();
    await user.click(within(await draftCard()).getByRole('button', { name: 'Decline Online ordering page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline “Online ordering page”?' });
    await user.type(within(dialog).getByLabelText('Reason for Ben Okafor (optional)'), 'We use a marketplace app.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline draft' }));
    expect(await screen.findByText('Draft declined.')).toBeInTheDocument();
    expect(declined).toEqual([{ reason: 'We use a marketplace app.' }]);
  });

  it('explains a draft whose deadline has passed, instead of posting it', async () => {
    serve([buildDraft()]);
    server.use(
      mockEndpoint(hiringEndpoints.approveJobDraft, () =>
        HttpResponse.json(
          { success: false, code: 'JOB_DRAFT_OUTDATED', message: 'The application deadline has passed.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderDashboard();
    const card = await draftCard();
    await user.click(within(card).getByRole('button', { name: 'Approve Online ordering page' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent("This draft's application deadline has passed");
    expect(alert).toHaveTextContent('Decline this draft and ask Ben Okafor for a new one.');
    expect(within(card).getByRole('button', { name: 'Approve Online ordering page' })).toBeDisabled();
  });

  it('takes the focus to the drafts from a notification link (?drafts=1)', async () => {
    serve([buildDraft()]);
    renderDashboard('/client-dashboard?drafts=1');
    const heading = await screen.findByRole('heading', { name: 'Job drafts from your hiring assistants' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
