import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import JoinHiringAssistant from './join-hiring-assistant';
import { buildPortal } from '../testing/builders';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';

startMockServer();

describe('/joinHiringAssistant', () => {
  it('shows each criterion against the user’s own figures and starts the verification', async () => {
    server.use(mockEndpoint(hiringEndpoints.getHiringPortal, () => HttpResponse.json(buildPortal())));
    const { user } = renderPage(<JoinHiringAssistant />, {
      signedInAs: buildCurrentUser({ role: 'freelancer' }),
      route: '/joinHiringAssistant',
    });
    expect(await screen.findByText('Your rating: 4.7 (12 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Rating of 4.5 or more')).toBeInTheDocument();
    expect(screen.getByText('You: 3 completed on Freelane')).toBeInTheDocument();
    expect(screen.getByText('You: 2 clients gave 4 stars or more')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Met')).toHaveLength(1);
    expect(screen.getAllByLabelText('Not yet')).toHaveLength(3);
    expect(screen.getByText('Base fee per hire')).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start Verification Process' }); // a link, not a button that navigates
    expect(start).toHaveAttribute('href', '/applyHiringForm');
    await user.click(start);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applyHiringForm'));
  });

  it('someone without reviews reads No reviews yet', async () => {
    const portal = buildPortal();
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () =>
        HttpResponse.json({
          ...portal,
          eligibility: {
            ...portal.eligibility,
            rating: { average: null, count: 0 },
            meets: { ...portal.eligibility.meets, rating: false },
          },
        }),
      ),
    );
    renderPage(<JoinHiringAssistant />, {
      signedInAs: buildCurrentUser({ role: 'freelancer' }),
      route: '/joinHiringAssistant',
    });
    expect(await screen.findByText('Your rating: No reviews yet')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Not yet')).toHaveLength(4);
  });

  it('a pending applicant is told the application is under review, with no second start', async () => {
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () =>
        HttpResponse.json(buildPortal({ hiringAssistantStatus: 'Pending' })),
      ),
    );
    renderPage(<JoinHiringAssistant />, {
      signedInAs: buildCurrentUser({ role: 'freelancer' }),
      route: '/joinHiringAssistant',
    });
    expect(await screen.findByText('Application under review')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Verification Process' })).not.toBeInTheDocument();
  });

  it('an accepted assistant is sent to the dashboard', async () => {
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () =>
        HttpResponse.json(buildPortal({ hiringAssistantStatus: 'Accepted' })),
      ),
    );
    const { user } = renderPage(<JoinHiringAssistant />, {
      signedInAs: buildCurrentUser({ role: 'freelancer', hiringAssistantStatus: 'Accepted' }),
      route: '/joinHiringAssistant',
    });
    await user.click(await screen.findByRole('link', { name: 'Open your dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hiringAssistantDashboard'));
  });

  it('a failed load of the figures can be retried', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Try later.' }, { status: 503 })
          : HttpResponse.json(buildPortal());
      }),
    );
    const { user } = renderPage(<JoinHiringAssistant />, {
      signedInAs: buildCurrentUser({ role: 'freelancer' }),
      route: '/joinHiringAssistant',
    });
    expect(await screen.findByText("We couldn't load your figures")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your rating: 4.7 (12 reviews)')).toBeInTheDocument();
  });
});
