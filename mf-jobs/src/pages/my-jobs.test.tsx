import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Job } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import { pendingReviewsOf } from '../testing/build-job-reviews';
import MyJobs from './my-jobs';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const ben = buildJobPerson({ fullName: 'Ben Okafor' });
const location = () => screen.getByTestId('location');
type Params = Record<string, string>;

/**
 * Answers adminJobs like the API: status filter and pages of `limit`; records each query.
 * `awaitingReview`: the completed jobs the client has still to review (GET /review/pending).
 */
function serveClientJobs(jobs: Job[], awaitingReview: Job[] = []) {
  const queries: Params[] = [];
  server.use(
    mockEndpoint(reviewEndpoints.getPendingReviews, () =>
      HttpResponse.json(pendingReviewsOf(awaitingReview.map((job) => job._id))),
    ),
    mockEndpoint(jobEndpoints.getClientJobs, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const matches = params.status ? jobs.filter((job) => job.status === params.status) : jobs;
      const page = Number(params.page ?? 1);
      const limit = Number(params.limit ?? 10);
      return HttpResponse.json({
        success: true,
        jobs: matches.slice((page - 1) * limit, page * limit),
        pagination: pageOf(matches.length, page, limit),
      });
    }),
  );
  return queries;
}

const card = (title: string) => screen.findByRole('article', { name: title });

describe('My Jobs (client) page', () => {
  it('shows the actions of each status (spec §4)', async () => {
    const hired = { hiredFreelancer: ben, hiredAt: '2026-11-05T10:00:00.000Z' };
    const jobs = [
      buildJob({ title: 'Open job', status: 'active', applicantCount: 2 }),
      buildJob({ title: 'Hired job', status: 'progress', ...hired }),
      buildJob({ title: 'Submitted job', status: 'paused', ...hired }),
      buildJob({ title: 'Revision job', status: 'review', ...hired }),
      buildJob({ title: 'Done job', status: 'completed', ...hired }),
      buildJob({ title: 'Disputed job', status: 'disputes', ...hired }),
    ];
    serveClientJobs(jobs);
    const { user } = renderPage(<MyJobs />, { route: '/myJobs', signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading your jobs' })).toBeInTheDocument();

    const links = (title: string) =>
      card(title).then((article) =>
        within(article)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      );
    const [open, hiredJob, submitted, revision, done, disputed] = jobs.map((job) => job._id);
    const message = ['Message', `/message?userId=${ben._id}`];

    expect(await links('Open job')).toEqual([
      ['View Applicants', `/viewApplicants?jobId=${open}`],
      ['Edit Job', `/edit-jobs?jobId=${open}`],
    ]);
    expect(within(await card('Open job')).getByText(/2 applicants/)).toBeInTheDocument();
    expect(await links('Hired job')).toEqual([['View Details', `/completedJobs?jobId=${hiredJob}`], message]);
    expect(await links('Submitted job')).toEqual([['Take Action', `/takeAction?jobId=${submitted}`]]);
    expect(await links('Revision job')).toEqual([['Review Changes', `/completedJobs?jobId=${revision}`], message]);
    expect(await links('Done job')).toEqual([['View Details', `/completedJobs?jobId=${done}`], message]);
    expect(await links('Disputed job')).toEqual([['Resolve Disputes', `/dispute?jobId=${disputed}`], message]);
    expect(within(await card('Hired job')).getByText('In Progress')).toBeInTheDocument();
    expect(within(await card('Submitted job')).getByText('Pending Review')).toBeInTheDocument();

    await user.click(within(await card('Disputed job')).getByRole('link', { name: 'Resolve Disputes' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/dispute?jobId=${disputed}`));
  });

  it('offers Leave a Review first on the completed jobs still waiting for my review', async () => {
    const hired = { hiredFreelancer: ben, hiredAt: '2026-11-05T10:00:00.000Z', status: 'completed' as const };
    const reviewed = buildJob({ title: 'Reviewed job', ...hired });
    const waiting = buildJob({ title: 'Waiting job', ...hired });
    const closed = buildJob({ title: 'Closed job', ...hired, status: 'closed' });
    serveClientJobs([reviewed, waiting, closed], [waiting]);
    const { user } = renderPage(<MyJobs />, { route: '/myJobs', signedInAs: client });

    const leaveReview = await within(await card('Waiting job')).findByRole('link', { name: 'Leave a Review' });
    expect(leaveReview).toHaveAttribute('href', `/completedJobs?jobId=${waiting._id}#reviews`);
    expect(within(await card('Reviewed job')).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
    expect(within(await card('Closed job')).getByText('Closed')).toBeInTheDocument();
    expect(within(await card('Closed job')).queryByRole('link', { name: 'Leave a Review' })).not.toBeInTheDocument();
    await user.click(leaveReview);
    await waitFor(() => expect(location()).toHaveTextContent(`/completedJobs?jobId=${waiting._id}`));
  });

  it('filters by the status in the URL and keeps the tab in the URL', async () => {
    const queries = serveClientJobs([
      buildJob({ title: 'Open job', status: 'active' }),
      buildJob({ title: 'Submitted job', status: 'paused', hiredFreelancer: ben }),
    ]);
    const { user } = renderPage(<MyJobs />, { route: '/myJobs?status=paused', signedInAs: client });
    expect(await card('Submitted job')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Open job' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Review' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Open' }));
    expect(await card('Open job')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/myJobs\?status=active$/);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(queries.map((query) => query.status)).toEqual(['paused', 'active', undefined]);
  });

  it('pages through the jobs', async () => {
    const queries = serveClientJobs(
      Array.from({ length: 12 }, (_, index) => buildJob({ title: `Job number ${index + 1}` })),
    );
    const { user } = renderPage(<MyJobs />, { route: '/myJobs', signedInAs: client });
    await card('Job number 1');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    // The pager's code loads when the list has a second page.
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await card('Job number 12')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/myJobs\?page=2$/);
    expect(queries.at(-1)).toMatchObject({ page: '2', limit: '10' });
  });

  it('offers to post a job when there is none, and to show all when a filter is empty', async () => {
    serveClientJobs([]);
    const { user } = renderPage(<MyJobs />, { route: '/myJobs?status=completed', signedInAs: client });
    expect(await screen.findByText('No jobs are Completed right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all jobs' }));
    expect(await screen.findByText('You have not posted a job yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post A Job' })[0]).toHaveAttribute('href', '/post-jobs');
  });

  it('shows the error with a retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getClientJobs, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Only clients have jobs here.' }, { status: 403 })
          : HttpResponse.json({ success: true, jobs: [buildJob({ title: 'Loaded job' })], pagination: pageOf(1) });
      }),
    );
    const { user } = renderPage(<MyJobs />, { route: '/myJobs', signedInAs: client });
    expect(await screen.findByText('Only clients have jobs here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Loaded job')).toBeInTheDocument();
  });
});
