import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import Community from './community';
import { mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';

startMockServer();

// jsdom cannot follow window.location.replace to another site, so these tests cover what the
// visitor sees around the redirect; the redirect itself is covered by the e2e suite.
describe('Community redirect page', () => {
  it('says where it is taking the visitor while the link loads', () => {
    server.use(mockEndpoint(publicEndpoints.getPublicConfig, () => new Promise<never>(() => undefined)));
    renderPage(<Community />, { route: '/community' });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the Freelane community…');
  });

  it('offers a retry when the community link cannot be loaded', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(publicEndpoints.getPublicConfig, () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Server unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderPage(<Community />, { route: '/community' });

    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find the community link" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Server unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: "We couldn't find the community link" });
    expect(calls).toBe(2);
  });
});
