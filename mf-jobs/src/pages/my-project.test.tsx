import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { Job } from '@freelane/shared/contracts';
import MyProject from './my-project';
import { buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import { pendingReviewsOf } from '../testing/build-job-reviews';
import { makeFile } from '../testing/make-file';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const clara = buildJobPerson({ fullName: 'Clara Client' });
const hired = (overrides: Partial<Job>) =>
  buildJob({
    owner: clara,
    hiredFreelancer: buildJobPerson({ _id: ben._id, fullName: 'Ben Okafor' }),
    hiredAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  });

/**
 * Answers getAcceptedJobs like the API (status filter, pages) and records every query; `awaitingReview`
 * are the completed jobs the freelancer has still to review (GET /review/pending).
 */
function serveProjects(jobs: Job[], awaitingReview: Job[] = []) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(reviewEndpoints.getPendingReviews, () =>
      HttpResponse.json(pendingReviewsOf(awaitingReview.map((job) => job._id))),
    ),
    mockEndpoint(applicationEndpoints.getAcceptedJobs, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const matches = jobs.filter((job) => !params.status || params.status === 'all' || job.status === params.status);
      return HttpResponse.json({
        success: true,
        applications: matches.map((job) => ({ _id: job._id.replace('2c3d', '5c3d'), job, agreedPrice: job.salary })),
        pagination: pageOf(matches.length, 1, 12),
      });
    }),
  );
  return queries;
}

const location = () => screen.getByTestId('location');
/** antd's radio inputs ignore the pointer; a user clicks the option's text. */
const chooseRadio = (user: ReturnType<typeof open>['user'], group: string, option: RegExp | string) =>
  user.click(within(screen.getByRole('radiogroup', { name: group })).getByText(option));
const open = (route = '/my-project') => renderPage(<MyProject />, { route, signedInAs: ben });
const fileInput = () => document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!;

describe('My Projects (freelancer) page', () => {
  it('shows each hired job as a card with its action by status', async () => {
    const progress = hired({
      title: 'Shop build',
      status: 'progress',
      salary: 1200,
      applicationDeadline: '2026-12-15',
    });
    const review = hired({ title: 'Logo revision', status: 'review' });
    const completed = hired({ title: 'Blog theme', status: 'completed' });
    const disputed = hired({ title: 'Data import', status: 'disputes' });
    serveProjects([progress, hired({ title: 'Landing page', status: 'paused' }), review, completed, disputed]);
    const { user } = open();

    const card = await screen.findByRole('article', { name: 'Shop build' });
    for (const text of ['In Progress', 'Clara Client', '$1,200', 'Fixed Price', '15 Dec 2026']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('button', { name: 'Submit Work' })).toBeEnabled();
    const paused = screen.getByRole('article', { name: 'Landing page' });
    expect(within(paused).getByRole('button', { name: 'Work Under Review' })).toBeDisabled();
    expect(within(paused).getByText('Pending Review')).toBeInTheDocument();

    expect(
      within(screen.getByRole('article', { name: 'Blog theme' })).queryByRole('link', { name: 'Leave a Review' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('article', { name: 'Blog theme' })).getByRole('link', { name: 'View Detail' }),
    );
    expect(location()).toHaveTextContent(`/completedJobs?jobId=${completed._id}`);
  });

  it('offers Leave a Review only on the completed jobs still waiting for my review', async () => {
    const reviewed = hired({ title: 'Blog theme', status: 'completed' });
    const waiting = hired({ title: 'Shop build', status: 'completed' });
    serveProjects([reviewed, waiting], [waiting]);
    const { user } = open();

    const card = await screen.findByRole('article', { name: 'Shop build' });
    const leaveReview = await within(card).findByRole('link', { name: 'Leave a Review' });
    const done = screen.getByRole('article', { name: 'Blog theme' });
    expect(within(done).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View Detail' })).toBeInTheDocument();
    await user.click(leaveReview);
    expect(location()).toHaveTextContent(`/completedJobs?jobId=${waiting._id}`);
  });

  it('lists a completed job as done when the pending reviews cannot be loaded', async () => {
    const completed = hired({ title: 'Blog theme', status: 'completed' });
    serveProjects([completed]);
    let asked = 0;
    server.use(
      mockEndpoint(reviewEndpoints.getPendingReviews, () => {
        asked += 1;
        return HttpResponse.json({ success: false, message: 'Down' }, { status: 500 });
      }),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Blog theme' });
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(within(card).getByRole('link', { name: 'View Detail' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
  });

  it('goes to the revision and to the dispute page for a dispute', async () => {
    const review = hired({ title: 'Logo revision', status: 'review' });
    const disputed = hired({ title: 'Data import', status: 'disputes' });
    serveProjects([review, disputed]);
    const { user } = open();

    // Links, not buttons that navigate (issue 39): a real address, and still the job's title as description.
    const completeRevision = within(await screen.findByRole('article', { name: 'Logo revision' })).getByRole('link', {
      name: 'Complete Revision',
    });
    expect(completeRevision).toHaveAttribute('href', `/viewRevision?jobId=${review._id}`);
    expect(completeRevision).toHaveAccessibleDescription('Logo revision');
    await user.click(completeRevision);
    expect(location()).toHaveTextContent(`/viewRevision?jobId=${review._id}`);
    await user.click(
      within(screen.getByRole('article', { name: 'Data import' })).getByRole('link', { name: 'Resolve Dispute' }),
    );
    expect(location()).toHaveTextContent(`/dispute?jobId=${disputed._id}`);
  });

  it('filters by status on the server and switches to a table', async () => {
    const queries = serveProjects([
      hired({ title: 'Shop build', status: 'progress' }),
      hired({ title: 'Blog theme', status: 'completed' }),
    ]);
    const { user } = open();
    await screen.findByRole('article', { name: 'Shop build' });

    await chooseRadio(user, 'Filter projects by status', 'Completed');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Shop build' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Blog theme' })).toBeInTheDocument();
    expect(queries.map((query) => query.status)).toEqual(['all', 'completed']);
    expect(location()).toHaveTextContent('/my-project?status=completed');

    await chooseRadio(user, 'Layout', /Table/);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Application deadline' })).toBeInTheDocument();
    expect(within(table).getByText('Blog theme')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Detail' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/my-project?status=completed&view=table');

    await chooseRadio(user, 'Filter projects by status', 'Pending Review');
    expect(await screen.findByText('No projects with the status “Pending Review”.')).toBeInTheDocument();
  });

  it('refuses wrong, too large and duplicate files before sending, and lets one be removed', async () => {
    serveProjects([hired({ title: 'Shop build', status: 'progress' })]);
    const { user } = open();
    await user.click(
      within(await screen.findByRole('article', { name: 'Shop build' })).getByRole('button', { name: 'Submit Work' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work' });
    expect(within(dialog).getByRole('button', { name: 'Submit Work' })).toBeDisabled();

    await user.upload(fileInput(), [
      makeFile('site.zip', 'application/zip'),
      makeFile('notes.txt', 'text/plain'),
      makeFile('huge.rar', 'application/vnd.rar', 'Rar!', 21 * 1024 * 1024),
      makeFile('assets.rar', 'application/vnd.rar', 'Rar!\u001a\u0007'),
    ]);
    expect(await screen.findByText(/^“notes\.txt” cannot be delivered: send a PNG, JPG/)).toBeInTheDocument();
    expect(screen.getByText('“huge.rar” is larger than 20 MB.')).toBeInTheDocument();
    await user.upload(fileInput(), makeFile('site.zip', 'application/zip'));
    expect(await screen.findByText('“site.zip” is already in the list.')).toBeInTheDocument();

    const list = within(dialog).getByRole('list', { name: 'Files to submit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('site.zip'), expect.stringContaining('assets.rar')]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove assets.rar' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('uploads the files as repeated `files` fields with a progress bar, then goes back to My Project', async () => {
    const job = hired({ title: 'Shop build', status: 'progress' });
    serveProjects([job]);
    let release: () => void = () => undefined;
    const sent: { names: string[]; keys: string[] }[] = [];
    server.use(
      mockEndpoint(jobEndpoints.submitWork, async ({ request, params }) => {
        expect(params.jobId).toBe(job._id);
        const form = await request.formData();
        sent.push({ keys: [...form.keys()], names: form.getAll('files').map((file) => (file as File).name) });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        serveProjects([{ ...job, status: 'paused' }]);
        return HttpResponse.json({
          success: true,
          message: 'Work submitted successfully.',
          job: { ...job, status: 'paused' },
        });
      }),
    );
    const { user } = open('/my-project?status=progress');
    await user.click(
      within(await screen.findByRole('article', { name: 'Shop build' })).getByRole('button', { name: 'Submit Work' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work' });
    await user.upload(fileInput(), [makeFile('site.zip', 'application/zip'), makeFile('assets.rar', '')]);
    await within(dialog).findByText('assets.rar');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Work' }));

    // The mock server reports upload progress only with its answer (the API call's own test checks the percentages).
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(dialog).getByRole('button', { name: 'Remove site.zip' })).toBeDisabled();
    release();

    expect(await screen.findByText('Work submitted successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ keys: ['files', 'files'], names: ['site.zip', 'assets.rar'] }]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/my-project$/));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit Work' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Work Under Review' })).toBeDisabled();
  });

  it("shows the server's refusal in the dialog and keeps the files", async () => {
    serveProjects([hired({ title: 'Shop build', status: 'progress' })]);
    server.use(
      mockEndpoint(jobEndpoints.submitWork, () =>
        HttpResponse.json({ success: false, message: 'Only ZIP or RAR archives are accepted.' }, { status: 415 }),
      ),
    );
    const { user } = open();
    await user.click(
      within(await screen.findByRole('article', { name: 'Shop build' })).getByRole('button', { name: 'Submit Work' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submit Work' });
    await user.upload(fileInput(), makeFile('fake.zip', 'application/zip', 'not really a zip'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Work' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only ZIP or RAR archives are accepted.');
    expect(within(dialog).getByText('fake.zip')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/my-project$/);
  });

  it('invites a freelancer with no hires to find jobs, and retries after an error', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(applicationEndpoints.getAcceptedJobs, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json({ success: true, applications: [], pagination: pageOf(0, 1, 12) });
      }),
    );
    const { user } = open();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have not been hired on a job yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find Jobs' }));
    expect(location()).toHaveTextContent('/find-jobs');
  });
});
