import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Job } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { buildJob, buildJobPerson, buildWorkFile } from '../testing/build-job';
import { buildJobReviews } from '../testing/build-job-reviews';
import CompletedJobs from './completed-jobs';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const freelancer = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor' });
const owner = buildJobPerson({ _id: client._id, fullName: 'Clara Client' });
const ben = buildJobPerson({ _id: freelancer._id, fullName: 'Ben Okafor' });

function contract(overrides: Partial<Job> = {}): Job {
  return buildJob({
    title: 'Landing page redesign',
    owner,
    status: 'completed',
    salary: 750,
    hiredFreelancer: ben,
    hiredAt: '2026-11-03T09:00:00.000Z',
    submittedAt: '2026-11-10T12:00:00.000Z',
    completedAt: '2026-11-12T08:00:00.000Z',
    clientReviewDeadline: '2026-11-15T12:00:00.000Z',
    files: [buildWorkFile({ name: 'site.zip' }), buildWorkFile({ name: 'site-v2.zip', round: 2 })],
    reviewChanges: 'Please fix the header on phones.',
    ...overrides,
  });
}

function serveJob(job: Job) {
  server.use(
    mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
    // A completed contract shows its reviews too (completed-jobs-reviews.test.tsx).
    mockEndpoint(reviewEndpoints.getJobReviews, () => HttpResponse.json(buildJobReviews())),
  );
}

describe('Contract detail page (/completedJobs)', () => {
  it('shows the real contract: parties, budget and dates', async () => {
    const job = contract();
    serveJob(job);
    renderPage(<CompletedJobs />, { route: `/completedJobs?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByRole('heading', { name: 'Landing page redesign' })).toBeInTheDocument();
    const details = screen.getByRole('tabpanel');
    for (const [label, value] of [
      ['Client', 'Clara Client'],
      ['Freelancer', 'Ben Okafor'],
      ['Budget', '$750'],
      ['Hired', '3 Nov 2026'],
      ['Work submitted', '10 Nov 2026'],
      ['Completed', '12 Nov 2026'],
      ['Client review deadline', '15 Nov 2026'],
      ['Revision deadline', '—'],
    ]) {
      const row = within(details)
        .getAllByRole('row')
        .find((candidate) => within(candidate).getByRole('rowheader').textContent === label);
      expect(row && within(row).getByRole('cell')).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: /Back to My Jobs/ })).toHaveAttribute('href', '/myJobs');
  });

  it('lists the delivered files with downloads and the revision text', async () => {
    const job = contract();
    serveJob(job);
    const { user } = renderPage(<CompletedJobs />, { route: `/completedJobs?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('tab', { name: 'Deliverables' }));
    expect(await screen.findByText('Please fix the header on phones.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download site.zip' })).toHaveAttribute('href', job.files[0].url);
    expect(screen.getByRole('link', { name: 'Download site-v2.zip' })).toHaveAttribute('href', job.files[1].url);
    expect(screen.getByText(/Revision 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Milestones' }));
    expect(await screen.findByText(/no milestones/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByRole('link', { name: 'Message Ben Okafor' })).toHaveAttribute(
      'href',
      `/message?userId=${ben._id}`,
    );
  });

  it('names the client as the other party for the freelancer, with the next step', async () => {
    const job = contract({ status: 'review', completedAt: null, files: [] });
    serveJob(job);
    const { user } = renderPage(<CompletedJobs />, {
      route: `/completedJobs?jobId=${job._id}`,
      signedInAs: freelancer,
    });
    expect(await screen.findByRole('link', { name: 'Complete Revision' })).toHaveAttribute(
      'href',
      `/viewRevision?jobId=${job._id}`,
    );
    expect(screen.getByRole('link', { name: /Back to My Project/ })).toHaveAttribute('href', '/my-project');
    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByRole('link', { name: 'Message Clara Client' })).toHaveAttribute(
      'href',
      `/message?userId=${client._id}`,
    );
    await user.click(screen.getByRole('tab', { name: 'Deliverables' }));
    expect(await screen.findByText('No files have been delivered yet.')).toBeInTheDocument();
  });

  it('shows the deliverables and terms agreed in a chat brief for a job hired from it', async () => {
    const job = contract({
      status: 'progress',
      completedAt: null,
      files: [],
      reviewChanges: null,
      duration: '3week',
      budgetType: 'milestone',
      delivarables: 'A logo in three colours.\nA one-page brand guide.',
    });
    serveJob(job);
    const { user } = renderPage(<CompletedJobs />, {
      route: `/completedJobs?jobId=${job._id}`,
      signedInAs: freelancer,
    });
    const details = await screen.findByRole('tabpanel');
    expect(within(details).getByText('3 weeks')).toBeInTheDocument();
    expect(within(details).getByText('Milestone Payments')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Deliverables' }));
    const agreed = await screen.findByRole('region', { name: 'Agreed deliverables' });
    expect(agreed).toHaveTextContent('A logo in three colours.');
    expect(agreed).toHaveTextContent('A one-page brand guide.');
    expect(screen.getByText('No files have been delivered yet.')).toBeInTheDocument();
  });

  it('shows no agreed deliverables for a posted job', async () => {
    const job = contract();
    serveJob(job);
    const { user } = renderPage(<CompletedJobs />, { route: `/completedJobs?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('tab', { name: 'Deliverables' }));
    expect(await screen.findByText('Please fix the header on phones.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agreed deliverables' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal for someone else's contract", async () => {
    server.use(
      mockEndpoint(jobEndpoints.getJob, () =>
        HttpResponse.json({ success: false, message: 'Job not found.' }, { status: 404 }),
      ),
    );
    renderPage(<CompletedJobs />, { route: `/completedJobs?jobId=${buildJob()._id}`, signedInAs: client });
    expect(await screen.findByText('Job not found.')).toBeInTheDocument();
  });
});
