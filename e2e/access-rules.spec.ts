// Who may open which page (the shell's route table): visitors are sent to log in, signed-in users
// skip the guest pages, a wrong role gets a clear "no access" panel.
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

test('a visitor opening a client page is sent to log in, with the way back remembered', async ({ page }) => {
  await page.goto('/client-dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fclient-dashboard$/);
  await page.goto('/adminPanel');
  await expect(page).toHaveURL(/\/login\?next=%2FadminPanel$/);
});

test('a freelancer opening a client page sees "no access", and a guest page sends them home', async ({ page }) => {
  await openSignedIn(page, DEMO.ava, '/');
  await page.goto('/client-dashboard');
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/freelancersHome');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/freelancersHome$/);
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/not found|doesn't exist|does not exist|404/i).first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
