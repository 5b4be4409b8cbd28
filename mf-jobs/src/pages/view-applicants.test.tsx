import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Application, Job } from '@freelane/shared/contracts';
import {
  buildCurrentUser,
  buildReview,
  buildUserReviewsPage,
  findDialog,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import { buildApplication, buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import ViewApplicants from './view-applicants';
import { reviewEndpoints } from '@freelane/shared/contracts/endpoints/review';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const location = () => screen.getByTestId('location');

/** Jobs screen nothing unless a test says otherwise. */
beforeEach(() => {
  server.use(
    mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening: null })),
  );
});

/** Serves the job and its proposals; updateStatus changes the stored status like the API. */
function serveApplicants(job: Job, applications: Application[]) {
  const decisions: { id: string; status: string }[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
    mockEndpoint(jobEndpoints.viewJobProposal, ({ request }) => {
      expect(new URL(request.url).searchParams.get('jobId')).toBe(job._id);
      return HttpResponse.json({ success: true, applications, pagination: pageOf(applications.length) });
    }),
    mockEndpoint(applicationEndpoints.updateApplicationStatus, async ({ params, request }) => {
      const { status } = (await request.json()) as { status: 'accepted' | 'rejected' };
      decisions.push({ id: String(params.applicationId), status });
      const application = applications.find((item) => item._id === params.applicationId);
      if (application) application.status = status;
      return HttpResponse.json({
        success: true,
        message: status === 'accepted' ? 'Freelancer hired.' : 'Proposal rejected.',
      });
    }),
  );
  return decisions;
}

describe('Job Applicants page', () => {
  it('lists the proposals with their real status, safe portfolio links and Message', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    const ava = buildApplication(job);
    const ben = buildApplication(job, {
      status: 'rejected',
      applicant: {
        ...ava.applicant,
        portfolio: 'javascript:alert(1)',
        user: { ...ava.applicant.user, _id: buildJobPerson()._id, fullName: 'Ben Okafor' },
      },
    });
    serveApplicants(job, [ava, ben]);
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    expect(screen.getByRole('status', { name: 'Loading the applicants' })).toBeInTheDocument();

    const avaCard = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job Applicants' })).toBeInTheDocument();
    expect(screen.getByText('Landing page redesign')).toBeInTheDocument();
    expect(within(avaCard).getByText('Pending')).toBeInTheDocument();
    const portfolio = within(avaCard).getByRole('link', { name: 'https://portfolio.example/ava' });
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(portfolio).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(avaCard).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/message?userId=${ava.applicant.user._id}`,
    );

    const benCard = screen.getByRole('article', { name: 'Ben Okafor' });
    expect(within(benCard).getByText('Rejected')).toBeInTheDocument();
    expect(within(benCard).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(benCard).queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back To My Jobs/ })).toHaveAttribute('href', '/myJobs');
  });

  it("shows each applicant's rating, in the list and in the proposal, with their reviews", async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    const ava = buildApplication(job);
    ava.applicant.user.rating = { average: 4.8, count: 5 };
    const newcomer = buildApplication(job, {
      applicant: {
        ...ava.applicant,
        user: {
          ...ava.applicant.user,
          _id: buildJobPerson()._id,
          fullName: 'Ben Okafor',
          rating: { average: null, count: 0 },
        },
      },
    });
    serveApplicants(job, [ava, newcomer]);
    server.use(
      mockEndpoint(reviewEndpoints.getUserReviews, ({ params }) => {
        expect(params.userId).toBe(ava.applicant.user._id);
        return HttpResponse.json(
          buildUserReviewsPage([buildReview({ comment: 'Ava delivered a polished site ahead of time.' })], {
            rating: { average: 4.8, count: 5 },
            total: 5,
          }),
        );
      }),
    );
    const { user } = renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });

    const avaCard = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(within(avaCard).getByRole('img', { name: 'Rated 4.8 out of 5 from 5 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ben Okafor' })).toHaveTextContent('No reviews yet');

    await user.click(within(avaCard).getByRole('button', { name: 'View Proposal' }));
    const dialog = await findDialog('Proposal from Ava Patel');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.8 out of 5 from 5 reviews' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Read reviews of Ava Patel' }));
    const drawer = await findDialog('Reviews of Ava Patel');
    expect(await within(drawer).findByText('Ava delivered a polished site ahead of time.')).toBeInTheDocument();
  });

  it('shows a hiring assistant’s recommendation with its note; the client still decides', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    const recommended = buildApplication(job, {
      recommendation: {
        by: { _id: buildJobPerson()._id, fullName: 'Hana Helper' },
        note: 'Best portfolio of the three.',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    });
    serveApplicants(job, [recommended, buildApplication(job)]);
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    const note = await screen.findByRole('region', { name: 'Recommended by Hana Helper' });
    expect(note).toHaveTextContent('Best portfolio of the three.');
    expect(screen.getAllByRole('region', { name: /^Recommended by/ })).toHaveLength(1);
  });

  it('shows pass / fail per criterion and the score, sorts by it on the server and shows the answers', async () => {
    const job = buildJob({ title: 'Screened shop', status: 'active' });
    const QUESTION = 'Which similar shop have you built?';
    const criteria = {
      questions: [QUESTION],
      requiredSkills: ['React'],
      portfolioRequired: false,
      minCompletedProjects: null,
      minRating: null,
      maxTimeline: null,
    };
    const ava = buildApplication(job, {
      applicant: {
        ...buildApplication(job).applicant,
        screeningAnswers: [{ question: QUESTION, answer: 'A tea shop.' }],
      },
      screening: {
        score: 50,
        passed: 1,
        total: 2,
        checks: [
          { tool: 'questions', label: 'Screening questions', passed: true, detail: 'Answered 1 of 1' },
          { tool: 'requiredSkills', label: 'Required skills', passed: false, detail: 'Missing React' },
        ],
      },
    });
    const sorts: (string | null)[] = [];
    server.use(
      mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
      mockEndpoint(screeningEndpoints.getJobScreening, () =>
        HttpResponse.json({
          success: true,
          screening: { jobId: job._id, criteria, packageName: null, updatedAt: '2026-11-20T10:00:00.000Z' },
        }),
      ),
      mockEndpoint(jobEndpoints.viewJobProposal, ({ request }) => {
        sorts.push(new URL(request.url).searchParams.get('sort'));
        return HttpResponse.json({ success: true, applications: [ava], pagination: pageOf(1) });
      }),
    );
    const { user } = renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    const card = await screen.findByRole('article', { name: 'Ava Patel' });
    expect(within(card).getByText('Screening 50% · 1 of 2')).toBeInTheDocument();
    const checks = within(card).getByRole('list', { name: 'Screening results' });
    expect(within(checks).getByLabelText('Passed').closest('li')).toHaveTextContent(
      'Screening questions: Answered 1 of 1',
    );
    expect(within(checks).getByLabelText('Failed').closest('li')).toHaveTextContent('Required skills: Missing React');
    expect(screen.getByRole('link', { name: 'Change the screening' })).toHaveAttribute(
      'href',
      `/screening-tools?jobId=${job._id}`,
    );

    // A native select, plain (issue 39): in the server's HTML as in the app.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best screening score');
    await waitFor(() => expect(location()).toHaveTextContent('sort=screening'));
    await waitFor(() => expect(sorts.at(-1)).toBe('screening'));
    expect(sorts[0]).toBe('newest');

    await user.click(
      within(await screen.findByRole('article', { name: 'Ava Patel' })).getByRole('button', { name: 'View Proposal' }),
    );
    // Found by its text: after the Sort by list opened, jsdom's antd ids no longer name the dialog.
    const dialog = await findDialog('Proposal from Ava Patel');
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();
    expect(within(dialog).getByText('A tea shop.')).toBeInTheDocument();
  });

  it('accepts a proposal from the detail dialog after confirming, then goes to My Jobs', async () => {
    const job = buildJob({ status: 'active' });
    const ava = buildApplication(job);
    const decisions = serveApplicants(job, [ava]);
    const { user } = renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });

    await user.click(await screen.findByRole('button', { name: 'View Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposal from Ava Patel' });
    expect(within(dialog).getByText('Do you have brand guidelines?')).toBeInTheDocument();
    expect(within(dialog).getByText('1 to 2 weeks')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const confirm = await findDialog('Hire Ava Patel?');
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/myJobs$/));
    expect(decisions).toEqual([{ id: ava._id, status: 'accepted' }]);
    expect(await screen.findByText('Freelancer hired.')).toBeInTheDocument();
  });

  it('rejects only after confirmation and shows the new status', async () => {
    const job = buildJob({ status: 'active' });
    const ava = buildApplication(job);
    const decisions = serveApplicants(job, [ava]);
    const { user } = renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });

    await user.click(await screen.findByRole('button', { name: 'View Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposal from Ava Patel' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    let confirm = await findDialog("Reject Ava Patel's proposal?");
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(decisions).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    confirm = await findDialog("Reject Ava Patel's proposal?");
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Proposal rejected.')).toBeInTheDocument();
    expect(decisions).toEqual([{ id: ava._id, status: 'rejected' }]);
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'Ava Patel' })).getByText('Rejected')).toBeInTheDocument(),
    );
    expect(location()).toHaveTextContent('/viewApplicants');
  });

  it('offers no decision once someone is hired', async () => {
    const job = buildJob({ status: 'progress' });
    serveApplicants(job, [buildApplication(job, { status: 'accepted' })]);
    const { user } = renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    await user.click(await screen.findByRole('button', { name: 'View Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposal from Ava Patel' });
    expect(within(dialog).getByText('Accepted')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal for another client's job", async () => {
    const job = buildJob();
    server.use(
      mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
      mockEndpoint(jobEndpoints.viewJobProposal, () =>
        HttpResponse.json({ success: false, message: 'You can only see proposals on your own jobs.' }, { status: 403 }),
      ),
    );
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText('You can only see proposals on your own jobs.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when nobody has applied yet', async () => {
    const job = buildJob();
    serveApplicants(job, []);
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findByText(/No proposals yet/)).toBeInTheDocument();
  });

  it('shows the job, its sort line and the list together, so an answer arriving last moves nothing down', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    const applications = [buildApplication(job)];
    let answerJob = () => {};
    const jobAnswered = new Promise<void>((resolve) => {
      answerJob = resolve;
    });
    let proposalsAnswered = 0;
    server.use(
      mockEndpoint(jobEndpoints.getJob, async () => {
        await jobAnswered;
        return HttpResponse.json({ success: true, job });
      }),
      mockEndpoint(jobEndpoints.viewJobProposal, () => {
        proposalsAnswered += 1;
        return HttpResponse.json({ success: true, applications, pagination: pageOf(applications.length) });
      }),
    );
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    // The proposals are in; the job is not: the list waits with its loading state.
    await waitFor(() => expect(proposalsAnswered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading the applicants' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    answerJob();
    expect(await screen.findByText('Landing page redesign')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Screen these proposals' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('does not hold the list back when the job cannot be read', async () => {
    const job = buildJob();
    serveApplicants(job, [buildApplication(job)]);
    server.use(
      mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })),
    );
    renderPage(<ViewApplicants />, { route: `/viewApplicants?jobId=${job._id}`, signedInAs: client });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});
