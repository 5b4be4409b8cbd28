import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { Application } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import HiringAssistantDashboard from './hiring-assistant-dashboard';
import { buildAppointment } from '../testing/build-appointment';
import { pageOf } from '../testing/builders';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';

startMockServer();

const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor', hiringAssistantStatus: 'Accepted' });

function serve(clients = [buildAppointment()]) {
  let cards = clients;
  server.use(
    mockEndpoint(hiringEndpoints.getHiringClients, () =>
      HttpResponse.json({ success: true, clients: cards, pagination: pageOf(cards.length) }),
    ),
    mockEndpoint(hiringEndpoints.getAssistantFeeList, () =>
      HttpResponse.json({ success: true, total: 200, fees: [], pagination: pageOf(0) }),
    ),
    mockEndpoint(hiringEndpoints.getJobDrafts, () =>
      HttpResponse.json({ success: true, drafts: [], pagination: pageOf(0) }),
    ),
    mockEndpoint(hiringEndpoints.respondToAppointment, async ({ request }) => {
      const { decision } = (await request.json()) as { decision: 'accepted' | 'declined' };
      cards = cards.map((card) => ({ ...card, status: decision }));
      return HttpResponse.json({
        success: true,
        message: 'You are now assisting with this job.',
        appointment: cards[0],
      });
    }),
  );
}

describe('/hiringAssistantDashboard', () => {
  it('shows What to Expect until a client appoints the assistant', async () => {
    serve([]);
    renderPage(<HiringAssistantDashboard />, { signedInAs: ben, route: '/hiringAssistantDashboard' });
    expect(await screen.findByText('No client has appointed you yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Welcome, Ben Okafor! Client cards appear here once clients appoint you/),
    ).toBeInTheDocument();
    for (const step of ['Client discovery', 'Client appointment', 'Job management', 'Earning commission']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
  });

  it('shows the cards and the job drafts together, so the cards arriving last move nothing down', async () => {
    serve();
    let answerCards = () => {};
    const cardsAnswered = new Promise<void>((resolve) => {
      answerCards = resolve;
    });
    let draftsAnswered = 0;
    server.use(
      mockEndpoint(hiringEndpoints.getHiringClients, async ({ request }) => {
        // The dashboard's page of cards waits; the drafts section's list of clients does not.
        if (new URL(request.url).searchParams.get('limit') === '10') await cardsAnswered;
        const cards = [buildAppointment()];
        return HttpResponse.json({ success: true, clients: cards, pagination: pageOf(cards.length) });
      }),
      mockEndpoint(hiringEndpoints.getJobDrafts, () => {
        draftsAnswered += 1;
        return HttpResponse.json({ success: true, drafts: [], pagination: pageOf(0) });
      }),
    );
    renderPage(<HiringAssistantDashboard />, { signedInAs: ben, route: '/hiringAssistantDashboard' });
    // The drafts were asked for with the cards, not once the cards came, and wait for them.
    await waitFor(() => expect(draftsAnswered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading your clients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job drafts' })).not.toBeInTheDocument();
    answerCards();
    expect(await screen.findByRole('article', { name: 'Clara Client: Shop redesign' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job drafts' })).toBeInTheDocument();
    expect(screen.getByText('You have not drafted a job yet.')).toBeInTheDocument();
  });

  it('does not hold the cards back when the drafts cannot be read', async () => {
    serve();
    server.use(
      mockEndpoint(hiringEndpoints.getJobDrafts, () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    );
    renderPage(<HiringAssistantDashboard />, { signedInAs: ben, route: '/hiringAssistantDashboard' });
    expect(await screen.findByRole('article', { name: 'Clara Client: Shop redesign' })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your job drafts")).toBeInTheDocument();
  });

  it('accepts an appointment, then recommends a proposal with a note', async () => {
    serve();
    const proposal = {
      _id: '60000000-0000-4000-8000-000000000001',
      status: 'pending',
      createdAt: '2026-11-22T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      job: {} as Application['job'],
      recommendation: null,
      screening: null,
      applicant: {
        coverLetter: 'I have built many shops.',
        yourApproach: 'Carefully.',
        estimatedTimeLine: '1to2Weeks',
        yourBid: 1800,
        portfolio: null,
        questionsForClient: '',
        paymentDeliveryTerms: 'fixed',
        screeningAnswers: [],
        user: {
          _id: '60000000-0000-4000-8000-0000000000f1',
          fullName: 'Finn Freelancer',
          username: 'finn',
          profile: { profilePhoto: null, professionalTitle: null },
          rating: { average: null, count: 0 },
          skillProfile: { subCategory: [] },
          projectCompleted: 4,
        },
      },
    } satisfies Application;
    let note: unknown;
    server.use(
      mockEndpoint(hiringEndpoints.getAssistedApplications, () =>
        HttpResponse.json({ success: true, applications: [proposal], pagination: pageOf(1) }),
      ),
      mockEndpoint(hiringEndpoints.recommendApplication, async ({ request }) => {
        note = ((await request.json()) as { note: string }).note;
        return HttpResponse.json({
          success: true,
          message: 'Finn Freelancer is recommended to the client.',
          recommendation: null,
        });
      }),
    );
    const { user } = renderPage(<HiringAssistantDashboard />, { signedInAs: ben, route: '/hiringAssistantDashboard' });
    const card = await screen.findByRole('article', { name: 'Clara Client: Shop redesign' });
    expect(within(card).getByText('Waiting for the assistant')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You are now assisting with this job.')).toBeInTheDocument();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Clara Client: Shop redesign' })).findByRole('button', {
        name: 'Review applications',
      }),
    );
    // The drawer is an island: its code (antd's Drawer, List…) loads on this first click.
    const entry = await screen.findByRole('article', { name: 'Proposal from Finn Freelancer' }, { timeout: 20_000 });
    await user.click(within(entry).getByRole('button', { name: 'Recommend' }));
    // Inside the drawer, jsdom gives both dialogs antd's one test id, so the modal is found by its field.
    const noteField = await screen.findByLabelText('Note for the client');
    const dialog = noteField.closest('.ant-modal') as HTMLElement;
    expect(dialog).toHaveTextContent('Recommend Finn Freelancer');
    await user.type(within(dialog).getByLabelText('Note for the client'), 'Best portfolio of the three.');
    await user.click(within(dialog).getByRole('button', { name: 'Recommend' }));
    expect(await screen.findByText('Finn Freelancer is recommended to the client.')).toBeInTheDocument();
    expect(note).toBe('Best portfolio of the three.');
  }, 90_000); // A journey through two islands (the drawer, then its dialog), each loaded on first use.
});
