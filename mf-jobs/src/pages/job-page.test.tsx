import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildCurrentUser,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
  forgetPageAnswers,
  pageCameWith,
} from '@freelane/shared/testing';
import type { JobPage as JobPageData } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import JobPage from './job-page';
import { buildJob } from '../testing/build-job';

startMockServer();

afterEach(forgetPageAnswers);

const LONG_POST = `${'We need a calm, readable menu for a small café, printed and online. '.repeat(8)}Start your proposal with the word teapot, or we will not read it.`;
const CLIENT_ID = '1b2c3d4e-4b5d-4c6e-8f90-000000000901';

function buildJobPage(overrides: Partial<JobPageData> = {}): JobPageData {
  const { owner, ...job } = buildJob({ title: 'Café menu design', description: LONG_POST, salary: 600 });
  return {
    ...job,
    owner: { _id: CLIENT_ID, fullName: owner.fullName, profile: { profilePhoto: null } },
    client: {
      _id: CLIENT_ID,
      fullName: 'Clara Client',
      profilePhoto: null,
      rating: { average: 4.5, count: 2 },
      jobsPosted: 7,
      memberSince: '2025-03-14T10:00:00.000Z',
    },
    ...overrides,
  };
}

function serve(job: JobPageData | null) {
  server.use(
    mockEndpoint(jobEndpoints.getJobPage, () =>
      job
        ? HttpResponse.json({ success: true, job })
        : HttpResponse.json(
            { success: false, message: 'This job does not exist.', code: 'JOB_NOT_FOUND' },
            { status: 404 },
          ),
    ),
    mockEndpoint(jobEndpoints.getJob, () =>
      HttpResponse.json({ success: true, job: buildJob({ myApplication: null }) }),
    ),
  );
}

const open = (job: JobPageData, signedInAs?: ReturnType<typeof buildCurrentUser>) =>
  renderPage(<JobPage />, { route: `/jobs/${job._id}`, path: '/jobs/:id', signedInAs });

describe('Job page', () => {
  it('shows the whole post, the client, budget, deadline and skills; a visitor is asked to sign in and come back', async () => {
    const job = buildJobPage();
    serve(job);
    open(job);
    expect(await screen.findByRole('heading', { level: 1, name: 'Café menu design' })).toBeInTheDocument();
    // The last sentence, where the key instruction is: the post is never cut.
    expect(screen.getByText(LONG_POST)).toBeInTheDocument();
    expect(screen.getByText('$600')).toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('4.5 of 5 (2 reviews)')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2025')).toBeInTheDocument();
    expect(screen.getByText('31 Dec 2099', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/jobs/${job._id}`)}`,
    );
  });

  it('lets a freelancer apply, and shows its own client the way to its applicants instead', async () => {
    const job = buildJobPage();
    serve(job);
    const { unmount } = open(job, buildCurrentUser({ role: 'freelancer' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
    unmount();

    open(job, buildCurrentUser({ _id: CLIENT_ID, role: 'client' }));
    expect(await screen.findByRole('link', { name: /See its applicants/ })).toHaveAttribute(
      'href',
      `/viewApplicants?jobId=${job._id}`,
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says a job that is not there (or no longer open) is not found', async () => {
    const job = buildJobPage();
    serve(null);
    open(job);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });

  it("draws the job the page came with at once, a freelancer's Apply included", async () => {
    const job = buildJobPage();
    let pageRequests = 0;
    server.use(
      mockEndpoint(jobEndpoints.getJobPage, () => {
        pageRequests += 1;
        return HttpResponse.json({ success: true, job });
      }),
      mockEndpoint(jobEndpoints.getJob, () =>
        HttpResponse.json({ success: true, job: buildJob({ myApplication: null }) }),
      ),
    );
    pageCameWith([{ endpointName: 'getJobPage', arg: job._id, value: job }]);

    open(job, buildCurrentUser({ role: 'freelancer' }));

    // The first render, synchronously, with nothing asked of the API.
    expect(screen.getByRole('heading', { level: 1, name: 'Café menu design' })).toBeInTheDocument();
    expect(screen.getByText('$600')).toBeInTheDocument();
    expect(pageRequests).toBe(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
  });

  it('keeps to what the API says once it has answered: a job closed since the page was made is not found', async () => {
    const job = buildJobPage();
    serve(null);
    pageCameWith([{ endpointName: 'getJobPage', arg: job._id, value: job }]);
    open(job);
    expect(screen.getByRole('heading', { level: 1, name: 'Café menu design' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });
});
