import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildCurrentUser,
  findDialog,
  renderPage,
  server,
  startMockServer,
  mockEndpoint,
} from '@freelane/shared/testing';
import {
  CLARIFICATION_MAX_LENGTH,
  CLARIFICATION_MIN_LENGTH,
  type Job,
  type SendMessageResponse,
} from '@freelane/shared/contracts';
import ViewRevision from './view-revision';
import { buildJob, buildJobPerson } from '../testing/build-job';
import { makeFile } from '../testing/make-file';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const clara = buildJobPerson({ fullName: 'Clara Client' });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const inRevision = (overrides: Partial<Job> = {}) =>
  buildJob({
    title: 'Shop build',
    status: 'review',
    owner: clara,
    salary: 1200,
    reviewChance: true,
    reviewChanges: 'Please make the checkout work on mobile and fix the footer links.',
    freelancerReviewDeadline: inSeconds(2 * 3600 + 30 * 60 + 10),
    ...overrides,
  });

function serveJob(job: Job) {
  server.use(mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })));
}

const location = () => screen.getByTestId('location');
const open = (job: Job) => renderPage(<ViewRevision />, { route: `/viewRevision?jobId=${job._id}`, signedInAs: ben });

describe('View Revision page', () => {
  // The two dialogs are islands (issue 39): compiled once here, not inside a test's wait.
  beforeAll(
    () =>
      Promise.all([
        import('../features/work-submission/components/submit-work-island'),
        import('../features/revision/components/clarification-island'),
      ]),
    60_000,
  );

  it('shows the job, the In Revision badge, the overview and the expandable request', async () => {
    const job = inRevision({ freelancerReviewDeadline: '2099-03-04T10:00:00.000Z' });
    serveJob(job);
    const { user } = open(job);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop build' })).toBeInTheDocument();
    expect(screen.getByText('In Revision')).toBeInTheDocument();
    for (const text of ['Clara Client', '4 Mar 2099', '$1,200', 'Fixed Price'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Revision request from Clara Client')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(job.reviewChanges!)).toBeVisible();
    expect(screen.getByText(/resubmit within 4 days of the request to keep your rank/)).toBeInTheDocument();

    // The header's aria-expanded is what a screen reader announces; the folded panel is hidden.
    const header = screen.getByRole('button', { name: /Revision request from Clara Client/ });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByText(job.reviewChanges!)).not.toBeVisible();
  });

  it('counts down to the resubmission deadline every second', async () => {
    const job = inRevision();
    serveJob(job);
    open(job);

    const timer = await screen.findByRole('timer');
    expect(timer).toHaveAccessibleName(/^Time left: 2 hours, 30 minutes, (9|10) seconds$/);
    expect(within(timer).getByText('Hours')).toBeInTheDocument();
    const first = timer.getAttribute('aria-label');
    await waitFor(() => expect(screen.getByRole('timer').getAttribute('aria-label')).not.toBe(first), {
      timeout: 3000,
    });
  });

  it('stops at zero and says the deadline has passed', async () => {
    const job = inRevision({ freelancerReviewDeadline: inSeconds(3) });
    serveJob(job);
    open(job);
    expect(await screen.findByRole('timer')).toHaveAccessibleName(/^Time left: 0 hours, 0 minutes, [1-3] seconds$/);
    expect(await screen.findByText(/The resubmission deadline has passed/, {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('submits the completed work through the dialog and goes back to My Jobs', async () => {
    const job = inRevision();
    serveJob(job);
    server.use(
      mockEndpoint(jobEndpoints.submitWork, () =>
        HttpResponse.json({
          success: true,
          message: 'Work submitted successfully.',
          job: { ...job, status: 'paused' },
        }),
      ),
    );
    const { user } = open(job);
    await user.click(await screen.findByRole('button', { name: 'Submit Completed Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work' });
    expect(within(dialog).getByText('Shop build')).toBeInTheDocument();
    await user.upload(
      document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!,
      makeFile('revised.zip', 'application/zip'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Work' }));

    expect(await screen.findByText('Work submitted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/my-project$/));
  });

  it('asks for clarification from either button: checks the question, posts it, and links to the chat', async () => {
    const job = inRevision();
    serveJob(job);
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(jobEndpoints.requestClarification, async ({ request }) => {
        bodies.push(await request.json());
        // The page only links to the chat: the stored message's fields are not read.
        return HttpResponse.json({ success: true, newMessage: {} as SendMessageResponse['newMessage'] });
      }),
    );
    const { user } = open(job);
    const buttons = await screen.findAllByRole('button', { name: 'Request Clarification' });
    expect(buttons).toHaveLength(2);

    // The one on the request card: cancelled, nothing sent.
    await user.click(buttons[0]);
    let dialog = await screen.findByRole('dialog', { name: 'Request Clarification' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The one in the actions panel.
    await user.click(buttons[1]);
    dialog = await screen.findByRole('dialog', { name: 'Request Clarification' });
    const question = within(dialog).getByRole('textbox', { name: 'Your question' });
    expect(question).toHaveAttribute('maxlength', String(CLARIFICATION_MAX_LENGTH));
    const send = () => user.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    await send();
    const tooShort = `Please write at least ${CLARIFICATION_MIN_LENGTH} characters.`;
    const showsTooShort = () => waitFor(() => expect(within(dialog).getByText(tooShort)).toBeInTheDocument());
    await showsTooShort();
    // The API's schema's message at the field, read with it, and the wrong field takes the focus (the
    // plain form kit, issue 39).
    expect(question).toHaveFocus();
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription(tooShort);
    await user.type(question, ' Footer?   ');
    await send();
    await showsTooShort();
    expect(bodies).toEqual([]);

    await user.clear(question);
    await user.type(question, '  Which footer links are broken, all of them?  ');
    // A change checks the field again: the message leaves once the question is long enough.
    await waitFor(() => expect(within(dialog).queryByText(tooShort)).not.toBeInTheDocument());
    expect(question).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText(`47 / ${CLARIFICATION_MAX_LENGTH}`)).toBeInTheDocument();
    await send();
    await waitFor(() => expect(bodies).toEqual([{ question: 'Which footer links are broken, all of them?' }]));
    expect(await screen.findByText(/Your question was sent to Clara Client\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Open the chat' }));
    expect(location()).toHaveTextContent(`/message?userId=${clara._id}`);
  });

  it("shows the API's refusal of a question and keeps it", async () => {
    const job = inRevision();
    serveJob(job);
    server.use(
      mockEndpoint(jobEndpoints.requestClarification, () =>
        HttpResponse.json({ success: false, message: 'You are sending messages too fast.' }, { status: 429 }),
      ),
    );
    const { user } = open(job);
    await user.click((await screen.findAllByRole('button', { name: 'Request Clarification' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Request Clarification' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Is the footer in scope?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('You are sending messages too fast.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveValue('Is the footer in scope?');
  });

  it('marks the request addressed after confirmation, then reads Addressed without the button', async () => {
    let job = inRevision();
    server.use(mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })));
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.markAddressed, () => {
        calls += 1;
        job = { ...job, revisionAddressedAt: '2099-03-02T10:00:00.000Z' };
        return HttpResponse.json({
          success: true,
          message: 'The revision request is marked as addressed. The client is told.',
          job,
        });
      }),
    );
    const { user } = open(job);
    await user.click(await screen.findByRole('button', { name: 'Mark As Addressed' }));
    let confirm = await findDialog('Mark the revision request as addressed?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);
    expect(screen.getByText('Pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark As Addressed' }));
    confirm = await findDialog('Mark the revision request as addressed?');
    await user.click(within(confirm).getByRole('button', { name: 'Mark As Addressed' }));
    expect(
      await screen.findByText('The revision request is marked as addressed. The client is told.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Addressed')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark As Addressed' })).not.toBeInTheDocument();
    expect(screen.getByText('You marked this request as addressed on 2 Mar 2099.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request Clarification' })).toHaveLength(2);
  });

  it("shows the API's refusal to mark the request addressed", async () => {
    const job = inRevision();
    serveJob(job);
    server.use(
      mockEndpoint(jobEndpoints.markAddressed, () =>
        HttpResponse.json(
          { success: false, message: 'This revision request is already marked as addressed.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = open(job);
    await user.click(await screen.findByRole('button', { name: 'Mark As Addressed' }));
    const confirm = await findDialog('Mark the revision request as addressed?');
    await user.click(within(confirm).getByRole('button', { name: 'Mark As Addressed' }));
    expect(await screen.findByText('This revision request is already marked as addressed.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('shows an addressed request as Addressed from the start', async () => {
    const job = inRevision({ revisionAddressedAt: '2099-03-01T08:00:00.000Z' });
    serveJob(job);
    open(job);
    expect(await screen.findByText('Addressed')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark As Addressed' })).not.toBeInTheDocument();
  });

  it('says so when the job is not waiting for a revision', async () => {
    const job = inRevision({ status: 'paused' });
    serveJob(job);
    const { user } = open(job);
    expect(
      await screen.findByText('Your revised work has been submitted; the client is reviewing it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Jobs' }));
    expect(location()).toHaveTextContent(/^\/my-project$/);
  });

  it("shows the server's message for an unknown job, and a hint without a job id", async () => {
    const job = inRevision();
    server.use(
      mockEndpoint(jobEndpoints.getJob, () =>
        HttpResponse.json({ success: false, message: 'Job not found.' }, { status: 404 }),
      ),
    );
    const { unmount } = open(job);
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();

    renderPage(<ViewRevision />, { route: '/viewRevision', signedInAs: ben });
    expect(screen.getByRole('heading', { level: 1, name: 'No job chosen' })).toBeInTheDocument();
  });
});
