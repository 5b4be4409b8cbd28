import { screen } from '@testing-library/react';
import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import HiringAssistantDashboard from './hiring-assistant-dashboard';

describe('/hiringAssistantDashboard', () => {
  it('welcomes the assistant and lists the four steps of What to Expect', () => {
    const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor', hiringAssistantStatus: 'Accepted' });
    renderWithProviders(<HiringAssistantDashboard />, { preloadedState: { auth: { user: ben } } });
    expect(
      screen.getByText(/Welcome, Ben Okafor! Client cards appear here once clients appoint you/),
    ).toBeInTheDocument();
    for (const step of ['Client discovery', 'Client appointment', 'Job management', 'Earning commission']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
  });
});
