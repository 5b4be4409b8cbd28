import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { type JobDraft, type JobDraftBody } from '@freelane/shared/contracts';
import {
  buildCurrentUser,
  chooseOption,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import HiringAssistantDashboard from '../../../pages/hiring-assistant-dashboard';
import { buildAppointment } from '../../../testing/build-appointment';
import { pageOf } from '../../../testing/builders';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';

startMockServer();

const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor', hiringAssistantStatus: 'Accepted' });
const clara = {
  _id: '50000000-0000-4000-8000-0000000000c1',
  fullName: 'Clara Client',
  profile: { profilePhoto: null },
};

function buildDraft(overrides: Partial<JobDraft> = {}): JobDraft {
  return {
    _id: '70000000-0000-4000-8000-000000000001',
    status: 'pending',
    job: {
      title: 'Online ordering page',
      category: 'Web Development',
      rank: 'intermediate',
      description: 'An ordering page for the tea shop, with a menu, a basket and a pickup time chooser.',
      skills: ['React'],
      jobType: 'oneTime',
      duration: '2to4Weeks',
      budgetType: 'fixed',
      salary: 1250,
      applicationDeadline: dayjs().add(20, 'day').format('YYYY-MM-DD'),
    },
    client: clara,
    assistant: { _id: ben._id, fullName: ben.fullName, profile: { profilePhoto: null } },
    jobId: null,
    declineReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** An accepted appointment with Clara (two jobs: one button), a pending one with Dan, and the drafts list. */
function serve(initialDrafts: JobDraft[] = []) {
  let drafts = initialDrafts;
  const sent: JobDraftBody[] = [];
  const withdrawn: string[] = [];
  const dan = { _id: '50000000-0000-4000-8000-0000000000d1', fullName: 'Dan Pending', profile: { profilePhoto: null } };
  const cards = [
    buildAppointment({ status: 'accepted' }),
    buildAppointment({
      _id: '50000000-0000-4000-8000-000000000002',
      status: 'accepted',
      job: { ...buildAppointment().job, _id: '50000000-0000-4000-8000-0000000000b2', title: 'Logo' },
    }),
    buildAppointment({ _id: '50000000-0000-4000-8000-000000000003', client: dan }),
  ];
  server.use(
    mockEndpoint(hiringEndpoints.getHiringClients, () =>
      HttpResponse.json({ success: true, clients: cards, pagination: pageOf(cards.length) }),
    ),
    mockEndpoint(hiringEndpoints.getAssistantFeeList, () =>
      HttpResponse.json({ success: true, total: 0, fees: [], pagination: pageOf(0) }),
    ),
    mockEndpoint(hiringEndpoints.getJobDrafts, ({ request }) => {
      expect(new URL(request.url).searchParams.get('as')).toBe('assistant');
      return HttpResponse.json({ success: true, drafts, pagination: pageOf(drafts.length) });
    }),
    mockEndpoint(hiringEndpoints.draftJob, async ({ request }) => {
      const body = (await request.json()) as JobDraftBody;
      sent.push(body);
      drafts = [
        buildDraft({ _id: '70000000-0000-4000-8000-000000000009', job: { ...buildDraft().job, ...body.job } }),
        ...drafts,
      ];
      return HttpResponse.json(
        { success: true, message: 'Draft sent to Clara Client for approval.', draft: drafts[0] },
        { status: 201 },
      );
    }),
    mockEndpoint(hiringEndpoints.withdrawJobDraft, ({ params }) => {
      withdrawn.push(String(params.draftId));
      drafts = drafts.map((draft) =>
        draft._id === params.draftId ? { ...draft, status: 'withdrawn' as const } : draft,
      );
      return HttpResponse.json({ success: true, message: 'Draft withdrawn.', draft: drafts[0] });
    }),
  );
  return { sent, withdrawn };
}

const renderDashboard = (route = '/hiringAssistantDashboard') =>
  renderPage(<HiringAssistantDashboard />, { signedInAs: ben, route });

describe('Job drafts on the hiring assistant dashboard', () => {
  // The draft dialog is an island (antd and the job fields load when it first opens, issue 39): load
  // its code once here, so a loaded CI machine's first import does not eat a test's wait for the dialog.
  beforeAll(async () => {
    await import('./draft-job-dialog');
  }, 60_000);

  it('offers Post a job once per client whose appointment was accepted, and none for a pending one', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Post a job for Clara Client' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Post a job for/ })).toHaveLength(1);
    expect(await screen.findByText('You have not drafted a job yet.')).toBeInTheDocument();
  });

  it("checks the job with Post A Job's rules before sending anything", async () => {
    const { sent } = serve();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Post a job for Clara Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a job for Clara Client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Shop');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one skill.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose an application deadline.')).toBeInTheDocument();
    // The plain form kit (issue 39): the first wrong field takes the focus and reads its message.
    const title = within(dialog).getByRole('textbox', { name: 'Job title' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title must be at least 5 characters.');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAttribute('aria-invalid', 'true');
    // A change checks the field again: the message leaves once the title is long enough.
    await user.type(title, ' window');
    await waitFor(() => expect(within(dialog).queryByText('Title must be at least 5 characters.')).toBeNull());
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('sends the draft for Clara, then lists it as waiting for her', async () => {
    const { sent } = serve();
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Post a job for Clara Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a job for Clara Client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Online ordering page');
    await chooseOption(user, 'Category', 'Web Development');
    await chooseOption(user, 'Freelancer level', 'Intermediate (3-5 stars)');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('An ordering page for the tea shop, with a menu, a basket and a pickup time chooser.');
    // Issue 36: the same Add button as Post A Job's.
    await user.type(within(dialog).getByRole('textbox', { name: 'Skills' }), 'React');
    await user.click(within(dialog).getByRole('button', { name: 'Add skill' }));
    await chooseOption(user, 'Duration', '2-4 weeks');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Budget' }), '1250');
    const deadline = dayjs().add(20, 'day').format('YYYY-MM-DD');
    // The plain date box (issue 39): the day typed as yyyy-MM-dd; Enter would send the form.
    await user.type(within(dialog).getByLabelText('Application deadline'), deadline);
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));

    expect(await screen.findByText('Draft sent to Clara Client for approval.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        clientId: clara._id,
        job: {
          title: 'Online ordering page',
          category: 'Web Development',
          rank: 'intermediate',
          description: 'An ordering page for the tea shop, with a menu, a basket and a pickup time chooser.',
          skills: ['React'],
          jobType: 'oneTime',
          duration: '2to4Weeks',
          budgetType: 'fixed',
          salary: 1250,
          applicationDeadline: deadline,
        },
      },
    ]);
    const item = await screen.findByRole('article', { name: 'Online ordering page for Clara Client' });
    expect(within(item).getByText('Awaiting Approval')).toBeInTheDocument();
    expect(within(item).getByText(/\$1,250/)).toBeInTheDocument();
  });

  it("keeps the form open with the server's reason when the client is no longer theirs", async () => {
    serve();
    server.use(
      mockEndpoint(hiringEndpoints.draftJob, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'NOT_APPOINTED',
            message:
              'You can draft jobs only for a client who appointed you as their hiring assistant, while that appointment lasts.',
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Post a job for Clara Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a job for Clara Client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Job title' }), 'Online ordering page');
    await chooseOption(user, 'Category', 'Web Development');
    await chooseOption(user, 'Freelancer level', 'Any Level');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('An ordering page for the tea shop, with a menu, a basket and a pickup time chooser.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Skills' }), 'React{Enter}');
    await chooseOption(user, 'Duration', '1-2 weeks');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Budget' }), '300');
    await user.type(within(dialog).getByLabelText('Application deadline'), dayjs().add(5, 'day').format('YYYY-MM-DD'));
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/only for a client who appointed you/);
    expect(within(dialog).getByRole('textbox', { name: 'Job title' })).toHaveValue('Online ordering page');
  });

  it('withdraws a draft still waiting, and shows a declined one with its reason', async () => {
    const { withdrawn } = serve([
      buildDraft(),
      buildDraft({
        _id: '70000000-0000-4000-8000-000000000002',
        status: 'declined',
        declineReason: 'We went with a marketplace app.',
        job: { ...buildDraft().job, title: 'Loyalty cards' },
      }),
    ]);
    const { user } = renderDashboard();
    const declined = await screen.findByRole('article', { name: 'Loyalty cards for Clara Client' });
    expect(within(declined).getByText('Reason: We went with a marketplace app.')).toBeInTheDocument();
    expect(within(declined).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    const pending = screen.getByRole('article', { name: 'Online ordering page for Clara Client' });
    await user.click(within(pending).getByRole('button', { name: 'Withdraw Online ordering page' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Draft withdrawn.')).toBeInTheDocument();
    expect(withdrawn).toEqual(['70000000-0000-4000-8000-000000000001']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Online ordering page for Clara Client' })).getByText('Withdrawn'),
      ).toBeInTheDocument(),
    );
  });

  it('takes the focus to the drafts from a notification link (?drafts=1)', async () => {
    serve([buildDraft()]);
    renderDashboard('/hiringAssistantDashboard?drafts=1');
    const heading = await screen.findByRole('heading', { name: 'Job drafts' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
