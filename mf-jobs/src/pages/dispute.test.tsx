import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser, DisputeResponse } from '@freelane/shared/contracts';
import { createAppStore } from '@freelane/shared';
import {
  buildCurrentUser,
  findDialog,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import { getClientJobsApi } from '../api/get-client-jobs';
import { buildJobPerson, pageOf } from '../testing/build-job';
import {
  buildDispute,
  buildDisputeEvent,
  buildDisputeProposal,
  CLIENT_REASON,
  disputeResponse,
  PARTY_ABILITIES,
} from '../testing/build-dispute';
import { makeFile } from '../testing/make-file';
import DisputePage from './dispute';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const clientUser = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const freelancerUser = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const adminUser = buildCurrentUser({ role: 'admin', fullName: 'Freelane Admin' });
const client = buildJobPerson({ _id: clientUser._id, fullName: 'Clara Client' });
const freelancer = buildJobPerson({ _id: freelancerUser._id, fullName: 'Ben Okafor' });
const FREELANCER_REASON = 'The brief never mentioned sending e-mails; the form stores the messages as agreed.';
const DECISION_REASON = 'The brief names the contact form; it must send. The footer pages were out of scope.';

const openDispute = (overrides: Parameters<typeof buildDispute>[0] = {}) =>
  buildDispute({ client, freelancer, ...overrides });

/** Serves the dispute of its job (the state a test's POST handlers replace) and records every POST. */
function serveDispute(initial: DisputeResponse) {
  const state = { current: initial, reads: 0, posts: [] as { path: string; body: unknown }[] };
  server.use(
    mockEndpoint(disputeEndpoints.getJobDispute, ({ params }) => {
      expect(params.jobId).toBe(initial.dispute.job._id);
      state.reads += 1;
      return HttpResponse.json(state.current);
    }),
  );
  /** Answers POST /dispute/{id}/{path} with `next` (the dispute after the action). */
  const onPost = (path: string, next: (body: unknown) => DisputeResponse) => {
    server.use(
      http.post(`*/api/v1/dispute/:disputeId/${path}`, async ({ request, params }) => {
        expect(params.disputeId).toBe(initial.dispute._id);
        const type = request.headers.get('content-type') ?? '';
        const body = type.includes('multipart')
          ? await request.formData()
          : await request.text().then((text) => (text ? JSON.parse(text) : null));
        state.posts.push({ path, body });
        state.current = next(body);
        return HttpResponse.json(state.current);
      }),
    );
  };
  return { state, onPost };
}

const open = (jobId: string, as: CurrentUser) =>
  renderPage(<DisputePage />, { route: `/dispute?jobId=${jobId}`, signedInAs: as });

async function paste(user: ReturnType<typeof open>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('.fl-card')!;

describe('Dispute page', () => {
  // The thread's message box is an island (issue 39): compiled once here, not inside a test's wait.
  beforeAll(() => import('../features/disputes/components/message-input-island'), 60_000);

  it('shows the job, both parties and sides, the escalation date, and takes the freelancer’s side once', async () => {
    const dispute = openDispute();
    const { state, onPost } = serveDispute(disputeResponse(dispute, { ...PARTY_ABILITIES, canWriteStatement: true }));
    onPost('statement', () =>
      disputeResponse(
        {
          ...dispute,
          freelancerReason: FREELANCER_REASON,
          events: [
            ...dispute.events,
            buildDisputeEvent({ kind: 'statement', author: freelancer, text: FREELANCER_REASON }),
          ],
        },
        PARTY_ABILITIES,
        'Your side is added to the dispute.',
      ),
    );
    const { user } = open(dispute.job._id, freelancerUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute: Café website' })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    const summary = card('Job Summary');
    for (const text of ['$750 (Fixed Price)', 'Disputed', 'Clara Client', 'Ben Okafor', '22 Nov 2026'])
      expect(within(summary).getByText(text)).toBeInTheDocument();
    expect(screen.getByText('If it is not settled, it goes to an admin on 29 Nov 2026.')).toBeInTheDocument();
    const clientSide = screen.getByRole('region', { name: "Client's side" });
    expect(within(clientSide).getByText(CLIENT_REASON)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: "Freelancer's side" })).getByText('Not given yet'),
    ).toBeInTheDocument();

    const reason = screen.getByLabelText('Your side of the story');
    await paste(user, reason, 'Not true.');
    await user.click(screen.getByRole('button', { name: 'Submit Your Side' }));
    expect(await screen.findByText('Please explain your side in at least 20 characters.')).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await user.clear(reason);
    await paste(user, reason, `  ${FREELANCER_REASON}  `);
    await user.click(screen.getByRole('button', { name: 'Submit Your Side' }));
    expect(await screen.findByText('Your side is added to the dispute.')).toBeInTheDocument();
    expect(state.posts).toEqual([{ path: 'statement', body: { reason: FREELANCER_REASON } }]);
    expect(
      within(screen.getByRole('region', { name: "Freelancer's side" })).getByText(FREELANCER_REASON),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your side of the story')).not.toBeInTheDocument();
    expect(state.reads).toBe(1);
  });

  it('hides the statement form from a party who has given their side', async () => {
    const dispute = openDispute();
    serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    open(dispute.job._id, clientUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute: Café website' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your side of the story')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask an admin to decide' })).toBeInTheDocument();
  });

  it('lists the thread oldest first, steps as timeline items and messages with their author and files', async () => {
    const dispute = openDispute({
      events: [
        buildDisputeEvent({ kind: 'opened', author: client, text: CLIENT_REASON }),
        buildDisputeEvent({
          kind: 'message',
          author: freelancer,
          text: 'Here is what the brief said.',
          files: [
            {
              _id: 'f1a2b3c4-4b5d-4c6e-8f90-000000000001',
              name: 'brief.pdf',
              size: 2048,
              contentType: 'application/pdf',
              url: '/api/v1/dispute/file/f1a2b3c4-4b5d-4c6e-8f90-000000000001',
            },
          ],
        }),
        buildDisputeEvent({ kind: 'proposal', author: client, text: 'Proposed to close the job without completion.' }),
        buildDisputeEvent({ kind: 'escalated', author: null, text: 'Went to an admin after 7 days.' }),
      ],
    });
    serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    open(dispute.job._id, clientUser);

    const thread = await screen.findByRole('list', { name: 'Dispute thread' });
    const items = within(thread)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === thread);
    expect(items.map((item) => item.dataset.kind)).toEqual(['opened', 'message', 'proposal', 'escalated']);
    expect(within(items[0]).getByText('Dispute opened')).toBeInTheDocument();
    expect(within(items[0]).getByText(/by Clara Client/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Ben Okafor')).toBeInTheDocument();
    expect(within(items[1]).getByText('Here is what the brief said.')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /brief\.pdf/ })).toHaveAttribute(
      'href',
      '/api/v1/dispute/file/f1a2b3c4-4b5d-4c6e-8f90-000000000001',
    );
    expect(within(items[2]).getByText('Settlement proposed')).toBeInTheDocument();
    expect(within(items[3]).getByText('Sent to an admin')).toBeInTheDocument();
  });

  it('sends a message with files as multipart after refusing a wrong file, and shows it in the thread', async () => {
    const dispute = openDispute();
    const { state, onPost } = serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    onPost('messages', () =>
      disputeResponse(
        {
          ...dispute,
          events: [
            ...dispute.events,
            buildDisputeEvent({
              kind: 'message',
              author: client,
              text: 'See the screenshot.',
              files: [
                {
                  _id: 'f1a2b3c4-4b5d-4c6e-8f90-000000000002',
                  name: 'shot.png',
                  size: 20,
                  contentType: 'image/png',
                  url: '/api/v1/dispute/file/f1a2b3c4-4b5d-4c6e-8f90-000000000002',
                },
              ],
            }),
          ],
        },
        PARTY_ABILITIES,
        'Message added to the dispute.',
      ),
    );
    const { user } = open(dispute.job._id, clientUser);

    const input = (await screen.findByLabelText('Choose files to attach')) as HTMLInputElement;
    await user.upload(input, [
      makeFile('virus.exe', 'application/x-msdownload'),
      makeFile('huge.pdf', 'application/pdf', 'x', 21 * 1024 * 1024),
    ]);
    expect(
      await screen.findByText('“virus.exe” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('“huge.pdf” is larger than 20 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();

    await user.upload(input, [makeFile('shot.png', 'image/png', 'png bytes')]);
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('shot.png')).toBeInTheDocument();
    await paste(user, screen.getByLabelText('Message'), 'See the screenshot.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message added to the dispute.')).toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
    const form = state.posts[0].body as FormData;
    expect(form.get('message')).toBe('See the screenshot.');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['shot.png']);
    const thread = screen.getByRole('list', { name: 'Dispute thread' });
    expect(within(thread).getByRole('link', { name: /shot\.png/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
  });

  it('sends a proposal (redo days asked only for a redo), then shows it pending with Withdraw for the proposer', async () => {
    const dispute = openDispute();
    const { state, onPost } = serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    const proposal = buildDisputeProposal(client, { outcome: 'redo', redoDays: 5, note: 'Please make the form send.' });
    onPost('proposals', () =>
      disputeResponse(
        { ...dispute, proposals: [proposal] },
        { ...PARTY_ABILITIES, canPropose: false, canWithdrawProposalId: proposal._id },
        'Your proposal is sent to the other party.',
      ),
    );
    const { user } = open(dispute.job._id, clientUser);

    await screen.findByRole('heading', { level: 2, name: 'Propose a Settlement' });
    const form = card('Propose a Settlement');
    expect(within(form).queryByLabelText('Days to redo the work')).not.toBeInTheDocument();
    await user.click(within(form).getByLabelText('Redo the work'));
    const days = await within(form).findByLabelText('Days to redo the work');
    await user.click(within(form).getByRole('button', { name: 'Send Proposal' }));
    expect(await within(form).findByText('Redo days must be between 1 and 14.')).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await user.type(days, '5');
    await paste(user, within(form).getByLabelText('Note (optional)'), 'Please make the form send.');
    await user.click(within(form).getByRole('button', { name: 'Send Proposal' }));

    expect(await screen.findByText('Your proposal is sent to the other party.')).toBeInTheDocument();
    expect(state.posts).toEqual([
      { path: 'proposals', body: { outcome: 'redo', redoDays: 5, note: 'Please make the form send.' } },
    ]);
    const pending = card('Pending Proposal');
    expect(pending).toHaveTextContent('Clara Client proposes: Redo the work within 5 days');
    expect(pending).toHaveTextContent('waiting for Ben Okafor to answer');
    expect(within(pending).getByRole('button', { name: 'Withdraw Proposal' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Accept Proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Propose a Settlement' })).not.toBeInTheDocument();
  });

  it('lets the other party accept the pending proposal; the page shows the settled outcome', async () => {
    const proposal = buildDisputeProposal(client, { outcome: 'close', redoDays: null });
    const dispute = openDispute({ proposals: [proposal] });
    const { state, onPost } = serveDispute(
      disputeResponse(dispute, { ...PARTY_ABILITIES, canPropose: false, canAnswerProposalId: proposal._id }),
    );
    onPost(`proposals/${proposal._id}/accept`, () =>
      disputeResponse(
        {
          ...dispute,
          status: 'resolved',
          job: { ...dispute.job, status: 'closed' },
          outcome: 'close',
          resolvedBy: 'agreement',
          resolvedAt: '2026-11-24T10:00:00.000Z',
          proposals: [{ ...proposal, status: 'accepted', decidedAt: '2026-11-24T10:00:00.000Z' }],
        },
        {},
        'Proposal accepted: the dispute is settled.',
      ),
    );
    // My Jobs, loaded earlier in the session, must show the job's new status.
    let listReads = 0;
    server.use(
      mockEndpoint(jobEndpoints.getClientJobs, () => {
        listReads += 1;
        return HttpResponse.json({ success: true, jobs: [], pagination: pageOf(0) });
      }),
    );
    const store = createAppStore();
    const list = store.dispatch(getClientJobsApi.endpoints.getClientJobs.initiate({ page: 1 }));
    await waitFor(() => expect(listReads).toBe(1));
    const { user } = renderPage(<DisputePage />, {
      route: `/dispute?jobId=${dispute.job._id}`,
      signedInAs: freelancerUser,
      store,
    });

    const pending = await screen
      .findByRole('heading', { level: 2, name: 'Pending Proposal' })
      .then(() => card('Pending Proposal'));
    expect(pending).toHaveTextContent('Clara Client proposes: Close without completion');
    expect(within(pending).getByRole('button', { name: 'Decline Proposal' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Withdraw Proposal' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: 'Accept Proposal' }));

    expect(await screen.findByText('Proposal accepted: the dispute is settled.')).toBeInTheDocument();
    expect(state.posts.map((post) => post.path)).toEqual([`proposals/${proposal._id}/accept`]);
    const outcome = card('Outcome');
    expect(outcome).toHaveTextContent('Close without completion');
    expect(outcome).toHaveTextContent('Settled by agreement on 24 Nov 2026.');
    expect(screen.getByText('Resolved')).toBeInTheDocument();
    expect(within(card('Job Summary')).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending Proposal' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    await waitFor(() => expect(listReads).toBe(2));
    list.unsubscribe();
  });

  it('asks for confirmation before escalating', async () => {
    const dispute = openDispute();
    const { state, onPost } = serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    onPost('escalate', () =>
      disputeResponse(
        { ...dispute, status: 'escalated', escalatedAt: '2026-11-25T08:00:00.000Z' },
        { ...PARTY_ABILITIES, canEscalate: false },
        'The dispute is sent to an admin, who will decide.',
      ),
    );
    const { user } = open(dispute.job._id, freelancerUser);

    await user.click(await screen.findByRole('button', { name: 'Ask an admin to decide' }));
    let confirm = await findDialog('Ask an admin to decide?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.posts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ask an admin to decide' }));
    confirm = await findDialog('Ask an admin to decide?');
    await user.click(within(confirm).getByRole('button', { name: 'Ask an Admin' }));
    expect(await screen.findByText('The dispute is sent to an admin, who will decide.')).toBeInTheDocument();
    expect(state.posts.map((post) => post.path)).toEqual(['escalate']);
    expect(screen.getByText('With an admin')).toBeInTheDocument();
    expect(card('Status')).toHaveTextContent('An admin is reviewing this dispute (sent on 25 Nov 2026)');
    expect(screen.queryByRole('button', { name: 'Ask an admin to decide' })).not.toBeInTheDocument();
  });

  it('shows a refusal (409) and reloads the dispute', async () => {
    const dispute = openDispute();
    const { state } = serveDispute(disputeResponse(dispute, PARTY_ABILITIES));
    server.use(
      mockEndpoint(disputeEndpoints.escalateDispute, () =>
        HttpResponse.json({ success: false, message: 'This dispute is already with an admin.' }, { status: 409 }),
      ),
    );
    const { user } = open(dispute.job._id, clientUser);
    await user.click(await screen.findByRole('button', { name: 'Ask an admin to decide' }));
    await user.click(within(await findDialog('Ask an admin to decide?')).getByRole('button', { name: 'Ask an Admin' }));
    expect(await screen.findByText('This dispute is already with an admin.')).toBeInTheDocument();
    await waitFor(() => expect(state.reads).toBe(2));
  });

  it('lets an admin decide an escalated dispute: outcome, redo days and a long enough reason', async () => {
    const dispute = openDispute({
      status: 'escalated',
      escalatedAt: '2026-11-29T08:00:00.000Z',
      freelancerReason: FREELANCER_REASON,
    });
    const { state, onPost } = serveDispute(disputeResponse(dispute, { canDecide: true }));
    onPost('decision', () =>
      disputeResponse(
        {
          ...dispute,
          status: 'resolved',
          job: { ...dispute.job, status: 'review' },
          outcome: 'redo',
          redoDays: 5,
          resolvedBy: 'admin',
          decisionReason: DECISION_REASON,
          resolvedAt: '2026-11-30T08:00:00.000Z',
        },
        {},
        'The decision is recorded and both parties are told.',
      ),
    );
    const { user } = open(dispute.job._id, adminUser);

    await screen.findByRole('heading', { level: 2, name: 'Decide the Dispute' });
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Propose a Settlement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Disputes' })).toHaveAttribute('href', '/adminPanel?tab=disputes');
    const form = card('Decide the Dispute');
    await user.click(within(form).getByRole('button', { name: 'Record Decision' }));
    expect(await within(form).findByText('Please choose an outcome.')).toBeInTheDocument();
    expect(within(form).getByText('Please write the reason in at least 20 characters.')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('Redo the work'));
    await user.type(await within(form).findByLabelText('Days to redo the work'), '5');
    await paste(user, within(form).getByLabelText('Reason for the decision'), 'Too short.');
    await user.click(within(form).getByRole('button', { name: 'Record Decision' }));
    expect(await within(form).findByText('Please write the reason in at least 20 characters.')).toBeInTheDocument();
    expect(state.posts).toEqual([]);

    await paste(user, within(form).getByLabelText('Reason for the decision'), ` ${DECISION_REASON}`);
    await user.click(within(form).getByRole('button', { name: 'Record Decision' }));
    expect(await screen.findByText('The decision is recorded and both parties are told.')).toBeInTheDocument();
    expect(state.posts).toEqual([
      { path: 'decision', body: { outcome: 'redo', redoDays: 5, reason: `Too short. ${DECISION_REASON}` } },
    ]);
    const outcome = card('Outcome');
    expect(outcome).toHaveTextContent('Redo the work within 5 days');
    expect(outcome).toHaveTextContent('Decided by an admin on 30 Nov 2026.');
    expect(within(outcome).getByText(DECISION_REASON)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Decide the Dispute' })).not.toBeInTheDocument();
  });

  it('shows a resolved dispute read-only', async () => {
    const dispute = openDispute({
      status: 'resolved',
      outcome: 'complete',
      resolvedBy: 'admin',
      decisionReason: DECISION_REASON,
      resolvedAt: '2026-11-30T08:00:00.000Z',
    });
    serveDispute(disputeResponse(dispute, {}));
    open(dispute.job._id, clientUser);
    const outcome = await screen.findByRole('heading', { level: 2, name: 'Outcome' }).then(() => card('Outcome'));
    expect(outcome).toHaveTextContent('Accept the work as is');
    expect(outcome).toHaveTextContent('Decided by an admin on 30 Nov 2026.');
    expect(within(outcome).getByText(DECISION_REASON)).toBeInTheDocument();
    expect(screen.queryByText(/goes to an admin on/)).not.toBeInTheDocument();
    for (const name of ['Ask an admin to decide', 'Send Message', 'Send Proposal', 'Record Decision'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('says when the job has no dispute (404), with a link back to the caller’s list', async () => {
    const dispute = openDispute();
    server.use(
      mockEndpoint(disputeEndpoints.getJobDispute, () =>
        HttpResponse.json({ success: false, message: 'This dispute does not exist.' }, { status: 404 }),
      ),
    );
    open(dispute.job._id, freelancerUser);
    expect(await screen.findByText('There is no dispute for this job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Projects' })).toHaveAttribute('href', '/my-project');
  });

  it('shows a failed load with a retry that loads the dispute', async () => {
    const dispute = openDispute();
    let fail = true;
    server.use(
      mockEndpoint(disputeEndpoints.getJobDispute, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'The server is busy.' }, { status: 500 })
          : HttpResponse.json(disputeResponse(dispute, PARTY_ABILITIES)),
      ),
    );
    const { user } = open(dispute.job._id, clientUser);
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute: Café website' })).toBeInTheDocument();
  });

  it('says so when no job is named', async () => {
    renderPage(<DisputePage />, { route: '/dispute', signedInAs: clientUser });
    expect(screen.getByRole('heading', { name: 'No job chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Jobs' })).toHaveAttribute('href', '/myJobs');
  });
});
