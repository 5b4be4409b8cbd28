import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import { screen } from '@testing-library/react';
import { setupMswServer } from '../../../testing/server';
import { AppHeader } from './app-header';

setupMswServer();

// Without bootstrap.tsx's preload: someone signs in during the visit, and the member header's code
// arrives after the header rendered.
describe("the member header's code arriving after the first render", () => {
  it('shows the bar with the logo and no visitor links meanwhile, then the member header', async () => {
    renderWithProviders(<AppHeader />, {
      preloadedState: { auth: { user: buildCurrentUser({ role: 'client', fullName: 'Late Header' }) } },
    });
    expect(screen.getByRole('link', { name: 'Freelane home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
  });
});
