// The header a visitor, a client and a freelancer see, its search box, and logging out.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { header, openOnHover, openProfileMenu, topBarEntry } from './support/layout';
import { openSignedIn } from './support/session';

const searchQuery = (page: Page) => new URL(page.url()).searchParams.get('search');

// A desktop-sized window: the full menus, not the mobile toggle.
test.use({ viewport: { width: 1440, height: 900 } });

test('a visitor sees the public top bar', async ({ page }) => {
  await page.goto('/');
  const expected: [string, string][] = [
    ['Home', '/'],
    ['About Us', '/about'],
    ['Offerings', '/offering'],
    ['Blog', '/blog'],
    ['Coming Soon', '/coming-soon'],
  ];
  for (const [name, href] of expected) {
    await expect(header(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(topBarEntry(page, 'Sign Up')).toBeVisible();
  await expect(topBarEntry(page, 'Login')).toBeVisible();
  await topBarEntry(page, 'Login').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header(page).locator('a[href="/notification"]')).toHaveCount(0);
});

test('a client sees the client menu, Post A Job, bell, messages and the profile menu', async ({ page }) => {
  await openSignedIn(page, DEMO.client, '/');
  const bar = header(page);
  for (const name of ['Dashboard', 'Find Talent', 'My Jobs', 'Transaction', 'Community']) {
    await expect(bar.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(topBarEntry(page, 'Post A Job')).toBeVisible();
  await expect(bar.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/notification');
  await expect(bar.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message');
  await expect(bar.getByText('Find Jobs', { exact: true })).toHaveCount(0);

  // Menus open on hover.
  await openOnHover(
    page,
    bar.getByText('My Jobs', { exact: true }).first(),
    page.getByRole('link', { name: 'In Progress' }),
  );

  await openProfileMenu(page, DEMO.client.fullName);
  await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test("a client's header search trims, ignores empty text and URL-encodes into /find-talent", async ({ page }) => {
  await openSignedIn(page, DEMO.client, '/');
  const search = header(page).getByRole('textbox', { name: 'Search talent' });

  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await search.fill('  C# & Go developer ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/find-talent\?search=/);
  expect(searchQuery(page)).toBe('C# & Go developer');
});

test('a freelancer sees Find Jobs, My Projects, Proposals, Earnings and the Hiring Assistant link', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.ava, '/');
  const bar = header(page);
  for (const name of ['Dashboard', 'Find Jobs', 'My Projects', 'Proposals', 'Earnings', 'Community']) {
    await expect(bar.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(bar.getByText('Post A Job', { exact: true })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/notification');
  await expect(bar.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message');

  // Ava's hiringAssistantStatus is Inactive: the link invites her to join.
  await openOnHover(
    page,
    bar.getByText('Easy Money', { exact: true }).first(),
    page.getByRole('link', { name: 'Mentorship' }),
  );
  await expect(page.getByRole('link', { name: /Hiring Assistant/ })).toHaveAttribute('href', '/joinHiringAssistant');

  const search = header(page).getByRole('textbox', { name: 'Search jobs' });
  await search.fill(' react/node 100% ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/find-jobs\?search=/);
  expect(searchQuery(page)).toBe('react/node 100%');
});

test('logging out returns to the public top bar and ends the session', async ({ page }) => {
  await openSignedIn(page, DEMO.ben, '/');
  const bar = header(page);
  await openProfileMenu(page, DEMO.ben.fullName);
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(topBarEntry(page, 'Login')).toBeVisible();
  await expect(bar.locator('a[href="/notification"]')).toHaveCount(0);
  const profile = await page.request.get('/api/v1/user/profile');
  expect(profile.status()).toBe(401);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is toggled by a button', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
