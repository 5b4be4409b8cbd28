import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ClientDashboardResponse, Job, PublicUser } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { buildJob, pageOf } from '../testing/build-job';
import ClientDashboard from './client-dashboard';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({
  role: 'client',
  fullName: 'Clara Client',
  username: 'clara',
  profile: {
    profilePhoto: '/api/v1/files/clara',
    bio: null,
    languages: [],
    professionalTitle: null,
    hourlyRate: null,
    location: null,
  },
});
const location = () => screen.getByTestId('location');
type Params = Record<string, string>;

let sequence = 0;
function freelancer(
  fullName: string,
  bio: string | null = null,
  rating: PublicUser['rating'] = { average: null, count: 0 },
): PublicUser {
  sequence += 1;
  return {
    _id: `5f6a7b8c-4b5d-4c6e-8f90-${String(sequence).padStart(12, '0')}`,
    fullName,
    username: fullName.toLowerCase().replace(/\s/g, ''),
    role: 'freelancer',
    profile: {
      profilePhoto: null,
      bio,
      languages: [],
      professionalTitle: 'Web developer',
      hourlyRate: null,
      location: null,
    },
    skillProfile: { category: null, subCategory: [], uspSkill: [] },
    projectCompleted: 1,
    memberSince: '2025-01-01T00:00:00.000Z',
    rating,
  };
}

const STATS: ClientDashboardResponse['stats'] = {
  activeJobs: 3,
  completedJobs: 5,
  talentConnections: 7,
  talentConnectionsThisMonth: 2,
  spendingByMonth: [],
};

/** Serves the three calls of the dashboard; records the job queries. */
function serveDashboard({ jobs = [] as Job[], users = [] as PublicUser[], stats = STATS } = {}) {
  const jobQueries: Params[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getClientDashboard, () => HttpResponse.json({ success: true, stats })),
    mockEndpoint(jobEndpoints.getClientJobs, ({ request }) => {
      jobQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ success: true, jobs, pagination: pageOf(jobs.length) });
    }),
    mockEndpoint(userEndpoints.getSuggestedFreelancers, () =>
      // A card the API answers always says whether the person is a mentor.
      HttpResponse.json({
        success: true,
        users: users.map((user) => ({ isMentor: false, ...user })),
        pagination: pageOf(users.length, 1, 12),
      }),
    ),
    mockEndpoint(hiringEndpoints.getJobDrafts, () =>
      HttpResponse.json({ success: true, drafts: [], pagination: pageOf(0) }),
    ),
  );
  return jobQueries;
}

describe('Client dashboard', () => {
  it('shows the three cards with real figures only', async () => {
    serveDashboard({
      stats: {
        activeJobs: 4,
        completedJobs: 9,
        talentConnections: 6,
        talentConnectionsThisMonth: 1,
        spendingByMonth: [],
      },
    });
    renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    const active = await screen.findByRole('region', { name: 'Active Jobs' });
    await waitFor(() => expect(active).toHaveTextContent('4'));
    expect(screen.getByRole('region', { name: 'Talent Connection' })).toHaveTextContent('6+1 this month');
    expect(screen.getByRole('region', { name: 'Completed Project' })).toHaveTextContent('9');
    expect(screen.queryByText('4.75')).not.toBeInTheDocument();
    expect(screen.queryByText('+2')).not.toBeInTheDocument();
  });

  it('lists jobs as spec’d and filters them by days since posting on the server', async () => {
    const posted = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const jobQueries = serveDashboard({
      jobs: [
        buildJob({
          title: 'Landing page redesign',
          category: 'Marketing',
          applicantCount: 2,
          createdAt: posted,
          applicationDeadline: deadline,
        }),
      ],
    });
    const { user } = renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading your jobs' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading recommended talent' })).toBeInTheDocument();

    const row = await screen.findByRole('article', { name: 'Landing page redesign' });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(row).toHaveTextContent(/Marketing · \d+ days left/);
    expect(row).toHaveTextContent('2 applicants · Posted 3 days ago');
    expect(within(row).getByText(/Build a responsive landing page/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Landing page redesign' })).toHaveAttribute(
      'href',
      expect.stringContaining('/viewApplicants?jobId='),
    );

    await user.click(screen.getByText('30 Days'));
    await waitFor(() => expect(jobQueries.at(-1)).toMatchObject({ days: '30' }));
    expect(location()).toHaveTextContent('/client-dashboard?days=30');
    await user.click(screen.getByText('All Time'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/client-dashboard$/));
    expect(jobQueries[0].days).toBeUndefined();
    expect(['All Time', '7 Days', '30 Days', '90 Days', '365 Days'].every((label) => screen.getByText(label))).toBe(
      true,
    );
  });

  it('offers to post a job when there is none in the period', async () => {
    serveDashboard();
    renderPage(<ClientDashboard />, { route: '/client-dashboard?days=7', signedInAs: client });
    expect(await screen.findByText('No jobs posted in the last 7 days.')).toBeInTheDocument();
  });

  it('shows the profile card and a Try Assistant that leads somewhere', async () => {
    serveDashboard();
    renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByText('Clara Client')).toBeInTheDocument();
    expect(within(profile).getByText('@clara')).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: 'Photo of Clara Client' })).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/editProfile');
    expect(screen.getByRole('link', { name: 'Try Assistant' })).toHaveAttribute('href', '/hire-selectionAssistant');
    await screen.findByText('No freelancers to recommend yet.');
  });

  it('recommends three of the suggested freelancers, bios cut to 30 words, and Connect opens the conversation', async () => {
    const longBio = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');
    const users = [
      freelancer('Ava Patel', longBio),
      freelancer('Ben Okafor'),
      freelancer('Cy Lee'),
      freelancer('Di Noor'),
      freelancer('Ed Park'),
    ];
    serveDashboard({ users: users.map((user) => ({ ...user, profile: { ...user.profile, bio: longBio } })) });
    const added: string[] = [];
    server.use(
      mockEndpoint(userEndpoints.addContact, ({ params }) => {
        added.push(String(params.userId));
        return HttpResponse.json({ success: true, message: 'Added to your contacts.' });
      }),
    );
    const { user } = renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });

    const region = screen.getByRole('region', { name: 'Recommended Talent' });
    const cards = await within(region).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const names = cards.map((card) => card.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(users.map((item) => item.fullName)).toContain(name);
    expect(cards[0]).toHaveTextContent('word30…');
    expect(cards[0]).not.toHaveTextContent('word31');

    const chosen = users.find((item) => item.fullName === names[0])!;
    await user.click(within(cards[0]).getByRole('button', { name: `Connect with ${chosen.fullName}` }));
    await waitFor(() => expect(location()).toHaveTextContent(`/message?userId=${chosen._id}`));
    expect(added).toEqual([chosen._id]);
    expect(await screen.findByText('Added to your contacts.')).toBeInTheDocument();
  });

  it('shows each recommended freelancer’s real rating', async () => {
    serveDashboard({ users: [freelancer('Ava Patel', null, { average: 4.5, count: 3 }), freelancer('Ben Okafor')] });
    renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    const region = screen.getByRole('region', { name: 'Recommended Talent' });
    const ava = await within(region).findByRole('article', { name: 'Ava Patel' });
    expect(within(ava).getByRole('img', { name: 'Rated 4.5 out of 5 from 3 reviews' })).toHaveTextContent(
      '4.5 (3 reviews)',
    );
    expect(within(ava).getByRole('button', { name: 'Read reviews of Ava Patel' })).toBeInTheDocument();
    expect(within(region).getByRole('article', { name: 'Ben Okafor' })).toHaveTextContent('No reviews yet');
  });

  it('shows a refused Connect and stays', async () => {
    serveDashboard({ users: [freelancer('Ava Patel')] });
    server.use(
      mockEndpoint(userEndpoints.addContact, () =>
        HttpResponse.json({ success: false, message: 'User not found.' }, { status: 404 }),
      ),
    );
    const { user } = renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    await user.click(await screen.findByRole('button', { name: 'Connect with Ava Patel' }));
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/client-dashboard$/);
  });

  it('shows a failed figures call with a retry', async () => {
    serveDashboard();
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getClientDashboard, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Figures are unavailable.' }, { status: 500 })
          : HttpResponse.json({ success: true, stats: STATS });
      }),
    );
    const { user } = renderPage(<ClientDashboard />, { route: '/client-dashboard', signedInAs: client });
    expect(await screen.findByText('Figures are unavailable.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Completed Project' })).toHaveTextContent('5'));
  });
});
