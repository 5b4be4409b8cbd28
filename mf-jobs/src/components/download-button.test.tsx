import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, server, startMockServer } from '@freelane/shared/testing';
import { DownloadButton, fileNameOf } from './download-button';

startMockServer();

const URL_PATH = '/api/v1/job/invoice/3f2a8c1e-7b4d-4e9a-9c61-2d5f8e0b7a14';

describe('DownloadButton (issue 38)', () => {
  it("saves the file under the server's name, busy while it comes", async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(URL_PATH, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="freelane-invoice-INV-0003.pdf"; filename*=UTF-8''freelane-invoice-INV-0003.pdf`,
          },
        });
      }),
    );
    const created = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    renderWithProviders(
      <DownloadButton url={URL_PATH} fallbackName="invoice.pdf">
        Download invoice
      </DownloadButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download invoice' })).toHaveAttribute('aria-busy', 'true'),
    );
    release();
    await waitFor(() => expect(clicked).toEqual(['freelane-invoice-INV-0003.pdf']));
    expect(screen.getByRole('button', { name: 'Download invoice' })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click.mockRestore();
  });

  it("says why when the server refuses, in the server's words", async () => {
    server.use(
      http.get(URL_PATH, () =>
        HttpResponse.json(
          { success: false, code: 'INVOICE_NOT_AVAILABLE', message: 'An invoice is issued once the job is completed.' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(
      <DownloadButton url={URL_PATH} fallbackName="invoice.pdf">
        Download invoice
      </DownloadButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An invoice is issued once the job is completed.');
  });

  it.each([
    [`attachment; filename="a.csv"; filename*=UTF-8''%D0%90%D0%B2%D0%B0.csv`, 'Ава.csv'],
    ['attachment; filename="freelane-spending-2026-11-28.csv"', 'freelane-spending-2026-11-28.csv'],
    [null, 'fallback.csv'],
  ])('names the file from %s', (header, name) => {
    expect(fileNameOf(header, 'fallback.csv')).toBe(name);
  });
});
