import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import HiringAssistantTerms from './hiring-assistant-terms';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';

startMockServer();

describe('/hiring-assistant-terms', () => {
  it('states the programme rules a visitor can read before applying', async () => {
    renderPage(<HiringAssistantTerms />, { route: '/hiring-assistant-terms' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Hiring Assistant Terms and Conditions' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const heading of [
      'Conflicts of Interest',
      'Confidentiality of Proposals',
      'Posting Jobs for Clients',
      'Fees',
    ]) {
      expect(within(contents).getByRole('link', { name: heading })).toHaveAttribute(
        'href',
        expect.stringMatching(/^#/),
      );
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const conflicts = screen.getByRole('region', { name: 'Conflicts of Interest' });
    expect(conflicts).toHaveTextContent('You never apply to a job you are appointed to');
    expect(conflicts).toHaveTextContent('You never recommend your own proposal');
    expect(screen.getByRole('region', { name: 'Posting Jobs for Clients' })).toHaveTextContent(
      'Nothing is published until the client approves the draft.',
    );
    expect(
      await screen.findByText(/your fee is 10% of the job’s budget, at most \$500, once per job/),
    ).toBeInTheDocument();
  });

  it("states the fee cap in the site's currency", async () => {
    server.use(
      mockEndpoint(publicEndpoints.getPublicConfig, () =>
        HttpResponse.json({
          success: true,
          communityUrl: 'https://c.example.test',
          googleSignInEnabled: false,
          currency: 'INR',
        }),
      ),
    );
    renderPage(<HiringAssistantTerms />, { route: '/hiring-assistant-terms' });
    expect(await screen.findByText(/at most ₹500, once per job/)).toBeInTheDocument();
  });
});
