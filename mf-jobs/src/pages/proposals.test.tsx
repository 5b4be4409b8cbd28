import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { Application, ProposalBodyInput, ReceivedBrief } from '@freelane/shared/contracts';
import Proposals from './proposals';
import { buildReceivedBrief } from '../testing/build-brief';
import { buildApplication, buildJob, pageOf } from '../testing/build-job';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { applicationEndpoints } from '@freelane/shared/contracts/endpoints/application';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', fullName: 'Ava Patel' });

/** Answers getAppliedJobs like the API (status filter) and records every query. */
function serveApplications(applications: Application[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(applicationEndpoints.getAppliedJobs, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const matches = applications.filter(
        (application) => !params.status || params.status === 'all' || application.status === params.status,
      );
      return HttpResponse.json({ success: true, applications: matches, pagination: pageOf(matches.length) });
    }),
  );
  return queries;
}

function serveReceived(briefs: ReceivedBrief[]) {
  server.use(
    mockEndpoint(jobEndpoints.getReceivedProposals, () =>
      HttpResponse.json({ success: true, briefs, pagination: pageOf(briefs.length) }),
    ),
  );
}

const location = () => screen.getByTestId('location');
const open = (route = '/proposals') => renderPage(<Proposals />, { route, signedInAs: ava });

/** Jobs screen nothing unless a test says otherwise. */
beforeEach(() => {
  server.use(
    mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening: null })),
  );
});

describe('Proposals page', () => {
  it('lists my applications with the status as the freelancer reads it and filters on the server', async () => {
    const pending = buildApplication(buildJob({ title: 'Landing page' }), { status: 'pending' });
    const accepted = buildApplication(buildJob({ title: 'Shop build', status: 'progress' }), { status: 'accepted' });
    const rejected = buildApplication(buildJob({ title: 'Logo design' }), { status: 'rejected' });
    const queries = serveApplications([pending, accepted, rejected]);
    const { user } = open();

    const card = await screen.findByRole('article', { name: 'Landing page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Proposals' })).toBeInTheDocument();
    expect(within(card).getByText('Under Review')).toBeInTheDocument();
    expect(within(card).getByText('$450')).toBeInTheDocument();
    expect(within(card).getByText('1 to 2 weeks')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Proposal' })).toBeInTheDocument();
    const hired = screen.getByRole('article', { name: 'Shop build' });
    expect(within(hired).getByText('Hired')).toBeInTheDocument();
    expect(within(hired).queryByRole('button', { name: 'Edit Proposal' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Logo design' })).getByText('Rejected')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Filter proposals by status' })).getByText('Accepted'),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Landing page' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Shop build' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/proposals?status=accepted');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Filter proposals by status' })).getByText('Pending'),
    );
    await screen.findByRole('article', { name: 'Landing page' });
    expect(queries.map((query) => query.status)).toEqual(['all', 'accepted', 'pending']);
  });

  it('edits and resubmits a pending proposal with the same form, prefilled', async () => {
    const application = buildApplication(buildJob({ title: 'Landing page' }), { status: 'pending' });
    serveApplications([application]);
    const bodies: ProposalBodyInput[] = [];
    server.use(
      mockEndpoint(applicationEndpoints.updateApplication, async ({ request, params }) => {
        expect(params.applicationId).toBe(application._id);
        bodies.push((await request.json()) as ProposalBodyInput);
        return HttpResponse.json({
          success: true,
          message: 'Proposal updated.',
          job: buildJob({ _id: application.job._id }),
        });
      }),
    );
    const { user } = open();
    await user.click(
      within(await screen.findByRole('article', { name: 'Landing page' })).getByRole('button', {
        name: 'Edit Proposal',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit Proposal' });

    expect(await within(drawer).findByLabelText('Cover letter')).toHaveValue(application.applicant.coverLetter);
    expect(within(drawer).getByRole('link', { name: 'https://portfolio.example/ava' })).toBeInTheDocument();
    const bid = within(drawer).getByLabelText('Your bid');
    await user.clear(bid);
    await user.type(bid, '520');
    await user.click(within(drawer).getByRole('button', { name: 'Remove link' }));
    await user.click(within(drawer).getByRole('button', { name: 'Resubmit Proposal' }));

    expect(await screen.findByText('Proposal updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        coverLetter: application.applicant.coverLetter,
        yourApproach: application.applicant.yourApproach,
        estimatedTimeLine: '1to2Weeks',
        yourBid: 520,
        portfolio: '',
        questionsForClient: 'Do you have brand guidelines?',
        paymentDeliveryTerms: 'fixed',
        screeningAnswers: [],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Proposal' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal when a proposal can no longer be edited", async () => {
    serveApplications([buildApplication(buildJob({ title: 'Landing page' }), { status: 'pending' })]);
    server.use(
      mockEndpoint(applicationEndpoints.updateApplication, () =>
        HttpResponse.json(
          { success: false, message: 'Only pending proposals on open jobs can be edited.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = open();
    await user.click(
      within(await screen.findByRole('article', { name: 'Landing page' })).getByRole('button', {
        name: 'Edit Proposal',
      }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit Proposal' });
    await user.click(await within(drawer).findByRole('button', { name: 'Resubmit Proposal' }));
    expect(await screen.findByText('Only pending proposals on open jobs can be edited.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Proposal' })).toBeInTheDocument();
  });

  it('explains honestly when there are no proposals yet', async () => {
    serveApplications([]);
    serveReceived([]);
    const { user } = open();
    expect(await screen.findByText('You have not sent any proposals yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Proposals from Clients' }));
    expect(await screen.findByText(/A client can send you a project brief in Messages/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/proposals?tab=received');
    await user.click(screen.getByRole('link', { name: 'Open Messages' }));
    expect(location()).toHaveTextContent(/^\/message$/);
  });

  it('shows project briefs received from clients with their terms, answered in Messages', async () => {
    const awaiting = buildReceivedBrief({
      title: 'Brand refresh',
      salary: 900,
      duration: '3week',
      budgetType: 'milestone',
      delivarables: 'A logo, a colour palette and a one-page brand guide.',
      sender: {
        _id: '5f6a7b8c-4b5d-4c6e-8f90-0000000000aa',
        fullName: 'Clara Client',
        profile: { profilePhoto: null },
      },
    });
    const accepted = buildReceivedBrief({
      title: 'Menu photos',
      status: 'accepted',
      duration: 'morethan6week',
      budgetType: 'hourly',
      jobId: '2c3d4e5f-4b5d-4c6e-8f90-0000000000bb',
    });
    serveApplications([]);
    serveReceived([awaiting, accepted]);
    const { user } = open('/proposals?tab=received');

    const card = await screen.findByRole('article', { name: 'Brand refresh' });
    expect(within(card).getByText(/From Clara Client/)).toBeInTheDocument();
    expect(within(card).getByText('$900')).toBeInTheDocument();
    expect(within(card).getByText('3 weeks')).toBeInTheDocument();
    expect(within(card).getByText('Milestone Payments')).toBeInTheDocument();
    expect(within(card).getAllByText(/A logo, a colour palette and a one-page brand guide\./).length).toBeGreaterThan(
      0,
    );
    expect(within(card).getByText('Awaiting Answer')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'View Contract' })).not.toBeInTheDocument();

    const done = screen.getByRole('article', { name: 'Menu photos' });
    expect(within(done).getByText('Accepted')).toBeInTheDocument();
    expect(within(done).getByText('More than 6 weeks')).toBeInTheDocument();
    expect(within(done).getByText('Hourly Rate')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View Contract' })).toHaveAttribute(
      'href',
      '/completedJobs?jobId=2c3d4e5f-4b5d-4c6e-8f90-0000000000bb',
    );

    await user.click(within(card).getByRole('link', { name: 'Open in Messages' }));
    expect(location()).toHaveTextContent('/message?userId=5f6a7b8c-4b5d-4c6e-8f90-0000000000aa');
  });

  it('shows a load error with a working retry', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(applicationEndpoints.getAppliedJobs, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json({ success: true, applications: [], pagination: pageOf(0) });
      }),
    );
    const { user } = open();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not sent any proposals yet.')).toBeInTheDocument();
  });
});
