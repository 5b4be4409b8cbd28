// Fault isolation: one area down shows the "unavailable" panel with Retry in place of its pages,
// while the header, footer and the other areas keep working; an unreachable registry does not
// blank the shell.
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { footer, header, retryButton, topBarEntry, unavailablePanel } from './support/layout';
import { openSignedIn } from './support/session';

const PUBLIC_MANIFEST = '**/remotes/mf-public/**/mf-manifest.json';
const MESSAGING_MANIFEST = '**/remotes/mf-messaging/**/mf-manifest.json';

test('with mf-public down, its pages show the panel and everything else works; Retry recovers', async ({ page }) => {
  await page.route(PUBLIC_MANIFEST, (route) => route.abort('connectionrefused'));
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/public/remote-load-failure') && response.request().method() === 'POST',
  );

  await page.goto('/');
  await expect(unavailablePanel(page)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
  // The browser told the server, which counts it for operators (/metrics, open to this machine).
  const report = await reported;
  expect(report.status()).toBe(200);
  expect(report.request().postDataJSON()).toMatchObject({ area: 'mf_public', kind: 'manifest' });
  const metrics = await (await page.request.get('/metrics')).text();
  expect(metrics).toMatch(
    /freelane_remote_load_failures_total\{area="mf_public",version="[^"]+",kind="manifest"\} [1-9]/,
  );
  await expect(topBarEntry(page, 'Login')).toBeVisible();
  await expect(footer(page).getByText('Join Our Community Today')).toBeVisible();

  await header(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(unavailablePanel(page)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();

  // Another area (mf-accounts) still loads, in the same page.
  await topBarEntry(page, 'Login').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
  await expect(footer(page)).toBeVisible();

  // The area comes back: Retry loads it without a page reload.
  await header(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(unavailablePanel(page)).toBeVisible();
  await page.unroute(PUBLIC_MANIFEST);
  await retryButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Search blog posts' })).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
});

test('with /remotes.json unreachable, the shell still renders its header and footer', async ({ page }) => {
  // A page that came without the registry (the server writes it into every page it composes).
  await page.route('**/remotes.json', (route) => route.abort('connectionrefused'));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="fl-registry">.*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/');
  await expect(topBarEntry(page, 'Login')).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await expect(footer(page).getByText('Join Our Community Today')).toBeVisible();
  await expect(unavailablePanel(page)).toBeVisible();
});

test('with mf-messaging down, /message shows the panel, the widget stays away, the rest works; Retry recovers', async ({
  page,
}) => {
  await page.route(MESSAGING_MANIFEST, (route) => route.abort('connectionrefused'));
  await openSignedIn(page, DEMO.ben, '/message');
  await expect(unavailablePanel(page)).toBeVisible();
  await expect(retryButton(page)).toBeVisible();
  // The header's own badges keep working: they belong to the shell.
  await expect(header(page).getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^Messages/ })).toBeVisible();

  // Another area still loads in the same page, and the broken widget renders nothing there.
  await header(page).getByRole('link', { name: 'My Projects', exact: true }).click();
  await expect(page).toHaveURL(/\/my-project$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toHaveCount(0);
  await expect(footer(page)).toBeVisible();

  // The area comes back: Retry loads the inbox without a page reload.
  await header(page)
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(unavailablePanel(page)).toBeVisible();
  await page.unroute(MESSAGING_MANIFEST);
  await retryButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Search Conversations' })).toBeVisible();
  await expect(page.getByText(/unavailable/i)).toHaveCount(0);
});
