import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  buildCurrentUser,
  buildReview,
  buildUserReviewsPage,
  chooseOption,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import type { Job, ProposalBodyInput } from '@freelane/shared/contracts';
import FindJobs from './find-jobs';
import { buildJob, pageOf } from '../testing/build-job';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });
type Params = Record<string, string>;

/** Answers getAllJobs like the API (search on title, pages of `limit`) and records every query. */
function serveJobs(jobs: Job[]) {
  const queries: Params[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getAllJobs, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const needle = (params.search ?? '').toLowerCase();
      const matches = jobs.filter((job) => job.title.toLowerCase().includes(needle));
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

const location = () => screen.getByTestId('location');
const open = (route = '/find-jobs') => renderPage(<FindJobs />, { route, signedInAs: ava });
const COVER =
  'I have shipped a dozen landing pages for product launches, with forms, analytics and fast load times. '.repeat(2);

/** Long texts are pasted: typing hundreds of characters into antd fields takes too long on CI. */
async function paste(user: ReturnType<typeof open>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The drawer once its form is up (it waits for the job's screening requirements). */
async function openProposal(user: ReturnType<typeof open>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Submit Proposal for ${title}` }));
  const drawer = await screen.findByRole('dialog', { name: 'Submit a Proposal' });
  await within(drawer).findByLabelText('Cover letter');
  return drawer;
}

// The page's first screen is plain (issue 39): the drawer, the pager and the reviews load antd when
// used. Loaded once here, so a test's wait is for the page, not for compiling antd on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../features/proposal-form/components/proposal-drawer-island'),
    // What the pager and the reviews drawer import (in jest, the whole of antd).
    import('antd'),
  ]);
}, 120_000);

/** Jobs screen nothing unless a test says otherwise. */
beforeEach(() => {
  server.use(
    mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening: null })),
  );
});

describe('Find Jobs page', () => {
  it('prefills the search from ?search=, sends it to the server and shows the job cards', async () => {
    const queries = serveJobs([
      buildJob({
        title: 'React landing page',
        category: 'Design & Creative',
        rank: 'expert',
        salary: 750,
        duration: '2to4Weeks',
        skills: ['React', 'Figma'],
        owner: { ...buildJob().owner, fullName: 'Clara Client' },
      }),
      buildJob({ title: 'Logo design' }),
    ]);
    open('/find-jobs?search=react');

    expect(screen.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Jobs' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'React landing page' });
    expect(screen.getByRole('status')).toHaveTextContent('1 job found for “react”');
    for (const text of [
      'Design & Creative',
      'Expert (8-10 stars)',
      '$750',
      'Fixed Price',
      '2-4 weeks',
      'Figma',
      'React',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText(/Clara Client · Posted/)).toBeInTheDocument();
    expect(within(card).getByText(/days left/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Logo design' })).not.toBeInTheDocument();
    expect(queries).toEqual([{ search: 'react', category: 'all', budget: 'all', rank: 'all', page: '1', limit: '10' }]);
  });

  it("shows the client's rating so a freelancer can judge the client, with the reviews behind it", async () => {
    const clara = { ...buildJob().owner, fullName: 'Clara Client', rating: { average: 3.9, count: 7 } };
    serveJobs([buildJob({ title: 'Shop build', owner: clara }), buildJob({ title: 'Logo design' })]);
    server.use(
      mockEndpoint(reviewEndpoints.getUserReviews, ({ params }) => {
        expect(params.userId).toBe(clara._id);
        return HttpResponse.json(
          buildUserReviewsPage(
            [buildReview({ reviewerRole: 'freelancer', comment: 'Clear brief, but slow to answer messages.' })],
            { rating: clara.rating, total: 7 },
          ),
        );
      }),
    );
    const { user } = open();

    const card = await screen.findByRole('article', { name: 'Shop build' });
    expect(within(card).getByRole('img', { name: 'Rated 3.9 out of 5 from 7 reviews' })).toHaveTextContent(
      '3.9 (7 reviews)',
    );
    expect(screen.getByRole('article', { name: 'Logo design' })).toHaveTextContent('No reviews yet');
    await user.click(within(card).getByRole('button', { name: 'Read reviews of Clara Client' }));
    const drawer = await screen.findByRole('dialog', { name: 'Reviews of Clara Client' });
    const review = await within(drawer).findByRole('article');
    expect(review).toHaveTextContent('Clear brief, but slow to answer messages.');
    expect(review).toHaveTextContent('(Freelancer)');
  });

  it('sends the trimmed search, category, budget bucket and level to the server and keeps them in the URL', async () => {
    const queries = serveJobs([buildJob({ title: 'Anything' })]);
    const { user } = open();
    await screen.findByRole('article', { name: 'Anything' });

    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), '  shop  {Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/find-jobs\?search=shop$/));
    await chooseOption(user, 'Category', 'Marketing');
    await chooseOption(user, 'Budget', 'Over $500 to $1,000');
    await chooseOption(user, 'Freelancer level', 'Beginner (1-2 stars)');

    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        search: 'shop',
        category: 'Marketing',
        budget: '500to1000',
        rank: 'beginner',
        page: '1',
        limit: '10',
      }),
    );
    expect(location()).toHaveTextContent('/find-jobs?search=shop&category=Marketing&budget=500to1000&rank=beginner');
    expect(await screen.findByText('No open jobs match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/find-jobs$/));
    expect(await screen.findByRole('article', { name: 'Anything' })).toBeInTheDocument();
  });

  it('pages through the results', async () => {
    const queries = serveJobs(Array.from({ length: 12 }, (_, index) => buildJob({ title: `Job number ${index + 1}` })));
    const { user } = open();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('12 jobs found');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(queries.at(-1)).toMatchObject({ page: '2' });
    expect(location()).toHaveTextContent('/find-jobs?page=2');
  });

  it('checks the proposal with the API rules and shows the counters', async () => {
    serveJobs([buildJob({ title: 'Landing page' })]);
    const { user } = open();
    const drawer = await openProposal(user, 'Landing page');

    expect(within(drawer).getByText('Minimum 150 characters.')).toBeInTheDocument();
    expect(within(drawer).getByText('0 / 3000')).toBeInTheDocument();
    expect(within(drawer).getByText('0 / 2000')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(drawer).findByText('Cover letter must be at least 150 characters.')).toBeInTheDocument();
    expect(within(drawer).getByText('Your approach must be at least 20 characters.')).toBeInTheDocument();
    expect(within(drawer).getByText('Please choose an estimated timeline.')).toBeInTheDocument();
    expect(within(drawer).getByText('Your bid must be more than 0.')).toBeInTheDocument();
    expect(within(drawer).getByText('Please choose payment and delivery terms.')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('Cover letter'), 'Hello there');
    expect(within(drawer).getByText('11 / 3000')).toBeInTheDocument();

    const saveLink = within(drawer).getByRole('button', { name: 'Save Link' });
    expect(saveLink).toBeDisabled();
    await user.type(within(drawer).getByLabelText('Portfolio link'), 'javascript:alert(1)');
    await user.click(saveLink);
    expect(await within(drawer).findByText('Portfolio link must start with http:// or https://.')).toBeInTheDocument();
    expect(within(drawer).queryByText('Saved link:')).not.toBeInTheDocument();
  });

  it('sends a complete proposal, shows the server message and then disables Submit Proposal', async () => {
    const job = buildJob({ title: 'Landing page' });
    let applied = false;
    serveJobs([job]);
    server.use(
      mockEndpoint(jobEndpoints.getAllJobs, () =>
        HttpResponse.json({
          success: true,
          jobs: [
            applied ? { ...job, myApplication: { _id: job._id.replace('2c3d', '9c3d'), status: 'pending' } } : job,
          ],
          pagination: pageOf(1),
        }),
      ),
    );
    const bodies: ProposalBodyInput[] = [];
    server.use(
      mockEndpoint(applicationEndpoints.applyJob, async ({ request, params }) => {
        expect(params.jobId).toBe(job._id);
        bodies.push((await request.json()) as ProposalBodyInput);
        applied = true;
        return HttpResponse.json({ success: true, message: 'Proposal submitted successfully.', job }, { status: 201 });
      }),
    );
    const { user } = open();
    const drawer = await openProposal(user, 'Landing page');

    await paste(user, within(drawer).getByLabelText('Cover letter'), COVER);
    await paste(
      user,
      within(drawer).getByLabelText('Your approach'),
      'Wireframes, then the build, then one review round.',
    );
    await chooseOption(user, 'Estimated timeline', '1 to 2 weeks');
    await user.type(within(drawer).getByLabelText('Your bid'), '450');
    await paste(user, within(drawer).getByLabelText('Portfolio link'), ' https://portfolio.example/ava ');
    await user.click(within(drawer).getByRole('button', { name: 'Save Link' }));
    expect(await within(drawer).findByRole('link', { name: 'https://portfolio.example/ava' })).toHaveAttribute(
      'href',
      'https://portfolio.example/ava',
    );
    await paste(user, within(drawer).getByLabelText(/Questions for the client/), 'Brand guide?');
    await chooseOption(user, 'Payment and delivery terms', 'Milestone Payments');
    await user.click(within(drawer).getByRole('button', { name: 'Submit Proposal' }));

    expect(await screen.findByText('Proposal submitted successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        coverLetter: COVER.trim(),
        yourApproach: 'Wireframes, then the build, then one review round.',
        estimatedTimeLine: '1to2Weeks',
        yourBid: 450,
        portfolio: 'https://portfolio.example/ava',
        questionsForClient: 'Brand guide?',
        paymentDeliveryTerms: 'milestone',
        screeningAnswers: [],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submit a Proposal' })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Proposal for Landing page' })).toBeDisabled(),
    );
    expect(screen.getByText(/You have applied \(Under Review\)/)).toBeInTheDocument();
  });

  it("shows a screened job's requirements first and sends an answer to each screening question", async () => {
    const job = buildJob({ title: 'Screened shop' });
    serveJobs([job]);
    const QUESTION = 'Which similar shop have you built?';
    server.use(
      mockEndpoint(screeningEndpoints.getJobScreening, ({ params }) => {
        expect(params.jobId).toBe(job._id);
        return HttpResponse.json({
          success: true,
          screening: {
            jobId: job._id,
            packageName: 'Shop builders',
            updatedAt: '2026-11-20T10:00:00.000Z',
            criteria: {
              questions: [QUESTION],
              requiredSkills: ['React'],
              portfolioRequired: true,
              minCompletedProjects: 3,
              minRating: null,
              maxTimeline: '2to3Weeks',
            },
          },
        });
      }),
    );
    const bodies: ProposalBodyInput[] = [];
    server.use(
      mockEndpoint(applicationEndpoints.applyJob, async ({ request }) => {
        bodies.push((await request.json()) as ProposalBodyInput);
        return HttpResponse.json({ success: true, message: 'Proposal submitted successfully.', job }, { status: 201 });
      }),
    );
    const { user } = open();
    const drawer = await openProposal(user, 'Screened shop');
    const requirements = within(drawer).getByRole('list', { name: 'Screening requirements' });
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Answer 1 screening question',
      'Skills on your profile: React',
      'A portfolio link',
      'At least 3 completed projects',
      'A timeline of 2 to 3 weeks at most',
    ]);

    await paste(user, within(drawer).getByLabelText('Cover letter'), COVER);
    await paste(
      user,
      within(drawer).getByLabelText('Your approach'),
      'Wireframes, then the build, then one review round.',
    );
    await chooseOption(user, 'Estimated timeline', '1 to 2 weeks');
    await user.type(within(drawer).getByLabelText('Your bid'), '450');
    await chooseOption(user, 'Payment and delivery terms', 'Fixed Price');
    await user.click(within(drawer).getByRole('button', { name: 'Submit Proposal' }));
    expect(await within(drawer).findByText('Please answer every screening question.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await paste(user, within(drawer).getByLabelText(QUESTION), ' A pottery shop on Shopify. ');
    await user.click(within(drawer).getByRole('button', { name: 'Submit Proposal' }));
    expect(await screen.findByText('Proposal submitted successfully.')).toBeInTheDocument();
    expect(bodies[0]?.screeningAnswers).toEqual([{ question: QUESTION, answer: 'A pottery shop on Shopify.' }]);
  });

  it('disables Submit Proposal with a visible reason when the freelancer has applied', async () => {
    const job = buildJob({ title: 'Applied job' });
    serveJobs([
      { ...job, myApplication: { _id: job._id.replace('2c3d', '8c3d'), status: 'accepted' } },
      buildJob({ title: 'Fresh job' }),
    ]);
    open();
    expect(await screen.findByRole('button', { name: 'Submit Proposal for Applied job' })).toBeDisabled();
    expect(screen.getByText(/You have applied \(Hired\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your proposals' })).toHaveAttribute('href', '/proposals');
    expect(screen.getByRole('button', { name: 'Submit Proposal for Fresh job' })).toBeEnabled();
  });

  it("shows the server's refusal as a toast and keeps the proposal open", async () => {
    serveJobs([buildJob({ title: 'Closed job' })]);
    server.use(
      mockEndpoint(applicationEndpoints.applyJob, () =>
        HttpResponse.json({ success: false, message: 'This job is no longer accepting proposals.' }, { status: 409 }),
      ),
    );
    const { user } = open();
    const drawer = await openProposal(user, 'Closed job');
    await paste(user, within(drawer).getByLabelText('Cover letter'), COVER);
    await paste(user, within(drawer).getByLabelText('Your approach'), 'A careful plan with weekly demos.');
    await chooseOption(user, 'Estimated timeline', 'Less than a week');
    await user.type(within(drawer).getByLabelText('Your bid'), '300');
    await chooseOption(user, 'Payment and delivery terms', 'Fixed Price');
    await user.click(within(drawer).getByRole('button', { name: 'Submit Proposal' }));

    expect(await screen.findByText('This job is no longer accepting proposals.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Submit a Proposal' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no open jobs, and an error with a working retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(jobEndpoints.getAllJobs, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json({ success: true, jobs: [], pagination: pageOf(0) });
      }),
    );
    const { user } = open();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no open jobs right now. Check back soon.')).toBeInTheDocument();
  });
});
