import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Application, Job } from '@freelane/shared';
import {
  buildCurrentUser,
  buildReview,
  buildUserReviewsPage,
  findDialog,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import { buildApplication, buildJob, buildJobPerson, pageOf } from '../testing/build-job';
import ViewApplicants from './view-applicants';

startMockServer();

const client = buildCurrentUser({ role: 'client' });
const location = () => screen.getByTestId('location');

/** Serves the job and its proposals; updateStatus changes the stored status like the API. */
function serveApplicants(job: Job, applications: Application[]) {
  const decisions: { id: string; status: string }[] = [];
  server.use(
    http.get('*/api/v1/job/getJob/:jobId', () => HttpResponse.json({ success: true, job })),
    http.get('*/api/v1/job/viewJobProposal', ({ request }) => {
      expect(new URL(request.url).searchParams.get('jobId')).toBe(job._id);
      return HttpResponse.json({ success: true, applications, pagination: pageOf(applications.length) });
    }),
    http.post('*/api/v1/application/updateStatus/:applicationId', async ({ params, request }) => {
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
      http.get('*/api/v1/review/user/:userId', ({ params }) => {
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
      http.get('*/api/v1/job/getJob/:jobId', () => HttpResponse.json({ success: true, job })),
      http.get('*/api/v1/job/viewJobProposal', () =>
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
});
