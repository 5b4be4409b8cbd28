import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { currencySymbol } from '@freelane/shared';
import { renderWithProviders } from '../testing/render-with-providers';
import { server, startMockServer } from '../testing/msw-server';
import { Money } from './money';
import { publicEndpoints } from '../contracts/endpoints/public';
import { mockEndpoint } from '../testing/mock-endpoint';

startMockServer();

const serveCurrency = (currency: string | undefined) =>
  server.use(
    mockEndpoint(publicEndpoints.getPublicConfig, () =>
      HttpResponse.json({
        success: true,
        communityUrl: 'https://c.example.test',
        googleSignInEnabled: false,
        currency,
      }),
    ),
  );

describe('amounts in the configured currency', () => {
  it("shows an amount in the server's currency once the public config has arrived", async () => {
    serveCurrency('INR');
    renderWithProviders(<Money amount={500} />);
    expect(await screen.findByText('₹500')).toBeInTheDocument();
  });

  it('keeps decimals only where the amount has them', async () => {
    serveCurrency('EUR');
    renderWithProviders(
      <p>
        <Money amount={1250} /> and <Money amount={12.5} />
      </p>,
    );
    expect(await screen.findByText('€1,250 and €12.50')).toBeInTheDocument();
  });

  it('falls back to US dollars when the server names no currency or cannot be read', async () => {
    serveCurrency(undefined);
    const { unmount } = renderWithProviders(<Money amount={1250} />);
    expect(await screen.findByText('$1,250')).toBeInTheDocument();
    unmount();
    server.use(
      mockEndpoint(publicEndpoints.getPublicConfig, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderWithProviders(<Money amount={80} />);
    expect(await screen.findByText('$80')).toBeInTheDocument();
  });

  it("gives an amount field the currency's own sign", () => {
    expect(currencySymbol('USD', 'en-US')).toBe('$');
    expect(currencySymbol('INR', 'en-US')).toBe('₹');
    expect(currencySymbol('EUR', 'en-US')).toBe('€');
  });
});
