import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DISPUTE_REASON_MAX_LENGTH, DISPUTE_REASON_MIN_LENGTH, type Job } from '@freelane/shared/contracts';
import {
  buildCurrentUser,
  findDialog,
  renderPage,
  server,
  startMockServer,
  mockEndpoint,
} from '@freelane/shared/testing';
import { buildJob, buildJobPerson, buildWorkFile } from '../testing/build-job';
import TakeAction from './take-action';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const ben = buildJobPerson({ fullName: 'Ben Okafor' });
const location = () => screen.getByTestId('location');

function submittedJob(overrides: Partial<Job> = {}): Job {
  return buildJob({
    title: 'Landing page redesign',
    status: 'paused',
    salary: 750,
    hiredFreelancer: ben,
    hiredAt: '2026-11-03T09:00:00.000Z',
    submittedAt: '2026-11-10T12:00:00.000Z',
    clientReviewDeadline: '2026-11-15T12:00:00.000Z',
    files: [buildWorkFile({ name: 'site.zip', size: 3 * 1024 * 1024 })],
    ...overrides,
  });
}

function serveJob(job: Job) {
  server.use(mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })));
}

describe('Take Action page', () => {
  // Mark As Incomplete's dialog is an island (issue 39): compiled once here, not inside a test's wait.
  beforeAll(() => import('../features/work-review/components/incomplete-work-island'), 60_000);

  it('shows the submission, the contract and the revision policy', async () => {
    const job = submittedJob();
    serveJob(job);
    renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading the job' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Landing page redesign' })).toBeInTheDocument();
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
    expect(
      screen.getByText(/You have 5 days after a submission to review it \(until 15 Nov 2026\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Ben Okafor')).toBeInTheDocument();
    expect(screen.getByText('Fixed Price')).toBeInTheDocument();
    expect(screen.getByText('$750')).toBeInTheDocument();
    expect(screen.getByText('15 Nov 2026')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download site.zip' });
    expect(download).toHaveAttribute('href', job.files[0].url);
    expect(screen.getByText(/3\.0 MB/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resubmit For Improvements' })).toHaveAttribute(
      'href',
      `/reviewChanges?jobId=${job._id}`,
    );
  });

  it('hides Resubmit For Improvements once the free revision is used', async () => {
    const job = submittedJob({ reviewChance: true });
    serveJob(job);
    renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByRole('button', { name: 'Accept Work' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resubmit For Improvements' })).not.toBeInTheDocument();
    expect(screen.getByText(/already used the one free revision/)).toBeInTheDocument();
  });

  it('accepts the work only after confirmation, then goes to My Jobs', async () => {
    const job = submittedJob();
    serveJob(job);
    const calls: string[] = [];
    server.use(
      mockEndpoint(jobEndpoints.acceptWork, ({ params, request }) => {
        calls.push(String(params.jobId));
        expect(request.method).toBe('GET');
        return HttpResponse.json({
          success: true,
          message:
            'Work accepted. The agreed amount is now due to the freelancer: pay them directly, then mark it paid.',
          job: { ...job, status: 'completed' },
        });
      }),
    );
    const { user } = renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });

    await user.click(await screen.findByRole('button', { name: 'Accept Work' }));
    let dialog = await findDialog('Accept this work?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accept Work' }));
    dialog = await findDialog('Accept this work?');
    await user.click(within(dialog).getByRole('button', { name: 'Accept Work' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(calls).toEqual([job._id]);
    expect(
      await screen.findByText(
        'Work accepted. The agreed amount is now due to the freelancer: pay them directly, then mark it paid.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the reason before marking the work incomplete, sends it, then opens the dispute page', async () => {
    const job = submittedJob();
    serveJob(job);
    const calls: { jobId: string; reason: string | null }[] = [];
    server.use(
      mockEndpoint(jobEndpoints.incompleteWork, ({ params, request }) => {
        calls.push({ jobId: String(params.jobId), reason: new URL(request.url).searchParams.get('reason') });
        return HttpResponse.json({
          success: true,
          message: 'Work marked as incomplete. A dispute is open.',
          job: { ...job, status: 'disputes' },
        });
      }),
    );
    const { user } = renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('button', { name: 'Mark As Incomplete' }));
    const dialog = await findDialog('Mark this work as incomplete?');
    const reason = within(dialog).getByRole('textbox', { name: 'What is missing or wrong?' });
    expect(reason).toHaveAttribute('maxlength', String(DISPUTE_REASON_MAX_LENGTH));
    expect(within(dialog).getByText(`0 / ${DISPUTE_REASON_MAX_LENGTH}`)).toBeInTheDocument();

    const submit = () => user.click(within(dialog).getByRole('button', { name: 'Mark As Incomplete' }));
    await submit();
    const tooShort = `Please explain what is missing in at least ${DISPUTE_REASON_MIN_LENGTH} characters.`;
    expect(await within(dialog).findByText(tooShort)).toBeInTheDocument();
    // The plain form kit (issue 39): the wrong field takes the focus and reads its message.
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(tooShort);
    // Spaces do not count: the server trims before it measures.
    await user.type(reason, `Too short${' '.repeat(DISPUTE_REASON_MIN_LENGTH)}`);
    await submit();
    expect(await within(dialog).findByText(tooShort)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  The checkout page is missing & the footer links are broken.  ');
    expect(within(dialog).getByText(`63 / ${DISPUTE_REASON_MAX_LENGTH}`)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(location()).toHaveTextContent(`/dispute?jobId=${job._id}`));
    expect(calls).toEqual([{ jobId: job._id, reason: 'The checkout page is missing & the footer links are broken.' }]);
    expect(await screen.findByText('Work marked as incomplete. A dispute is open.')).toBeInTheDocument();
  });

  it('sends nothing on Cancel, and keeps the dialog and the reason when the API refuses', async () => {
    const job = submittedJob();
    serveJob(job);
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.incompleteWork, () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, message: 'This work is no longer waiting for your review.' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('button', { name: 'Mark As Incomplete' }));
    let dialog = await findDialog('Mark this work as incomplete?');
    await user.type(within(dialog).getByRole('textbox'), 'Nothing of what was agreed is in the files.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Mark As Incomplete' }));
    dialog = await findDialog('Mark this work as incomplete?');
    const reason = within(dialog).getByRole('textbox');
    expect(reason).toHaveValue('');
    await user.type(reason, 'Nothing of what was agreed is in the files.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark As Incomplete' }));
    expect(await screen.findByText('This work is no longer waiting for your review.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(location()).toHaveTextContent('/takeAction');
    expect(reason).toHaveValue('Nothing of what was agreed is in the files.');
  });

  it('says there is nothing to review when the job is not waiting for review', async () => {
    const job = submittedJob({ status: 'completed' });
    serveJob(job);
    renderPage(<TakeAction />, { route: `/takeAction?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText('No submitted work is waiting for your review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Work' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/completedJobs?jobId=${job._id}`,
    );
  });

  it("shows the API's message for a job that is not the client's", async () => {
    server.use(
      mockEndpoint(jobEndpoints.getJob, () =>
        HttpResponse.json({ success: false, message: 'Job not found.' }, { status: 404 }),
      ),
    );
    renderPage(<TakeAction />, { route: `/takeAction?jobId=${buildJob()._id}`, signedInAs: client });
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review Submitted Work' })).toBeInTheDocument();
  });
});
