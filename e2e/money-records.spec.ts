// Issue 38: money as records and pictures. Clara downloads her spending as CSV and a completed job's
// invoice from Transaction Management (real downloads, through the buttons), then finds her
// Spending per month chart drawn below her dashboard's first screen once she scrolls to it.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

const CHECKOUT = 'Fix the checkout of our online store';

test('Clara downloads her spending as CSV and an invoice, and sees her spending per month', async ({ page }) => {
  await openSignedIn(page, DEMO.client, '/transaction');
  const main = page.getByRole('main');

  const csvDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^freelane-spending-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('date,job,counterparty,amount,currency,status');
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${CHECKOUT},Ava Patel,600\\.00,USD,`)),
  );

  const invoiceDownload = page.waitForEvent('download');
  await main.getByRole('button', { name: `Download invoice for ${CHECKOUT}` }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toMatch(/^freelane-invoice-INV-\d{4}\.pdf$/);
  expect((await readFile(await invoice.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The chart's section and uPlot load when scrolled near (the first screen carries neither).
  await page.goto('/client-dashboard');
  await expect(main.getByRole('region', { name: 'Active Jobs' })).toBeVisible();
  await page.mouse.wheel(0, 10_000);
  const chart = main.getByRole('img', { name: 'Spending per month' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(main.getByRole('table', { name: 'Spending per month' }).getByRole('row')).toHaveCount(13);
});
