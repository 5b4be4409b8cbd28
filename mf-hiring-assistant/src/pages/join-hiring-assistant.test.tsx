import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCurrentUser, renderPage, server, startMockServer } from '@freelane/shared/testing';
import JoinHiringAssistant from './join-hiring-assistant';
import { buildPortal } from '../testing/builders';

startMockServer();

describe('/joinHiringAssistant', () => {
  it('shows each criterion against the user’s own figures and starts the verification', async () => {
    server.use(http.get('*/api/v1/hiring/portal', () => HttpResponse.json(buildPortal())));
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
    await user.click(screen.getByRole('button', { name: 'Start Verification Process' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applyHiringForm'));
  });
});
