import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { FIRST_SIGN_IN_STATE } from '@freelane/shared';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { Job } from '@freelane/shared/contracts';
import FreelancersHome from './freelancers-home';
import { buildFreelancerStats } from '../testing/build-freelancer-stats';
import { buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });

function serveProjects(jobs: Job[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(applicationEndpoints.getAcceptedJobs, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({
        success: true,
        applications: jobs.map((job) => ({ _id: job._id.replace('2c3d', '5c3d'), job, agreedPrice: job.salary })),
        pagination: pageOf(jobs.length, 1, 5),
      });
    }),
  );
  return queries;
}

const figure = (label: string) => screen.getByRole('group', { name: label });
const location = () => screen.getByTestId('location');
const open = () => renderPage(<FreelancersHome />, { route: '/freelancersHome', signedInAs: ava });

describe('Freelancer home page', () => {
  it('greets a first sign-in as one and says what the profile still lacks, with the way to complete it (issue 36)', () => {
    serveProjects([]);
    renderPage(<FreelancersHome />, { route: '/freelancersHome', signedInAs: ava, state: FIRST_SIGN_IN_STATE });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Freelane, Ava' })).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Finish your profile' });
    expect(prompt).toHaveTextContent('Still missing: profile photo, resume, bio.');
    expect(within(prompt).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/editProfile');
  });

  it('shows no prompt once the profile is complete', () => {
    serveProjects([]);
    const complete = buildCurrentUser({
      role: 'freelancer',
      fullName: 'Ava Patel',
      profile: { ...ava.profile, profilePhoto: '/api/v1/files/p', bio: 'I build shops.' },
      skillProfile: { ...ava.skillProfile, resume: '/api/v1/files/r', resumeOriginalName: 'cv.pdf' },
    });
    renderPage(<FreelancersHome />, { route: '/freelancersHome', signedInAs: complete });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ava' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).not.toBeInTheDocument();
  });

  it("shows the freelancer's real figures and recent projects", async () => {
    server.use(
      mockEndpoint(jobEndpoints.getFreelancerStats, () =>
        HttpResponse.json(
          buildFreelancerStats({
            activeJobs: 2,
            underReview: 1,
            completedJobs: 3,
            totalEarned: 2450.5,
            proposalsSent: 7,
            proposalsPending: 4,
            proposalsAccepted: 3,
          }),
        ),
      ),
    );
    const queries = serveProjects([
      buildJob({
        title: 'Shop build',
        status: 'progress',
        salary: 1200,
        owner: buildJobPerson({ fullName: 'Clara Client' }),
      }),
      buildJob({ title: 'Blog theme', status: 'completed' }),
    ]);
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ava' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('group', { name: 'Active Jobs' })).findByText('2')).toBeInTheDocument();
    expect(within(figure('Pending Review')).getByText('1')).toBeInTheDocument();
    expect(within(figure('Completed')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Total Earned')).getByText('$2,450.50')).toBeInTheDocument();
    expect(screen.getByText(/Proposals: 7 sent, 4 under review, 3 hired/)).toBeInTheDocument();

    const recent = await screen.findByRole('list', { name: 'Recent projects' });
    expect(within(recent).getByText('Shop build')).toBeInTheDocument();
    expect(within(recent).getByText('Clara Client · $1,200')).toBeInTheDocument();
    expect(within(recent).getByText('In Progress')).toBeInTheDocument();
    expect(within(recent).getByText('Completed')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '5' }]);
  });

  it('links to Find Jobs and the notifications', async () => {
    server.use(mockEndpoint(jobEndpoints.getFreelancerStats, () => HttpResponse.json(buildFreelancerStats())));
    serveProjects([]);
    const { user } = open();
    expect(screen.getByRole('link', { name: /Notifications/ })).toHaveAttribute('href', '/notification');
    expect(await screen.findByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your proposals' })).toHaveAttribute('href', '/proposals');
    expect(screen.getByRole('link', { name: 'See all in My Projects' })).toHaveAttribute('href', '/my-project');
    await user.click(screen.getAllByRole('link', { name: /Find Jobs/ })[0]);
    expect(location()).toHaveTextContent('/find-jobs');
    await user.click(screen.getByRole('link', { name: /Notifications/ }));
    expect(location()).toHaveTextContent('/notification');
  });

  it('shows a load error with a working retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getFreelancerStats, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json(buildFreelancerStats({ completedJobs: 5 }));
      }),
    );
    serveProjects([]);
    const { user } = open();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('group', { name: 'Completed' })).findByText('5')).toBeInTheDocument();
  });
});
