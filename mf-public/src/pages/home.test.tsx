import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import Home from './home';
import { mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';

startMockServer();

function serveConfig(communityUrl: string) {
  server.use(
    mockEndpoint(publicEndpoints.getPublicConfig, () =>
      HttpResponse.json({ success: true, communityUrl, googleSignInEnabled: false }),
    ),
  );
}

describe('Home page', () => {
  it('offers a Coming Soon button that goes to /coming-soon', async () => {
    serveConfig('https://community.example.org/freelane');
    const { user } = renderPage(<Home />);

    const comingSoon = screen.getByRole('link', { name: 'Coming Soon' });
    expect(comingSoon).toHaveAttribute('href', '/coming-soon');
    await user.click(comingSoon);
    expect(screen.getByTestId('location')).toHaveTextContent('/coming-soon');
  });

  it('presents the three key offerings, the vision and a quote', () => {
    serveConfig('https://community.example.org/freelane');
    renderPage(<Home />);

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const offerings = screen.getByRole('region', { name: 'Our key offerings' });
    for (const name of ['No Commission', 'Community Engagement', 'Interactive Learning']) {
      expect(within(offerings).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(/Talent is everywhere/);
  });

  it("links 'Join Us' to the configured community group in a new tab", async () => {
    serveConfig('https://community.example.org/freelane');
    renderPage(<Home />);

    const joinUs = screen.getByRole('link', { name: 'Join Us (opens in a new tab)' });
    await waitFor(() => expect(joinUs).toHaveAttribute('href', 'https://community.example.org/freelane'));
    expect(joinUs).toHaveAttribute('target', '_blank');
    expect(joinUs.getAttribute('rel')).toContain('noopener');
  });
});
