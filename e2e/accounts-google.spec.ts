// Google sign-in end to end against the local mock OpenID Connect provider the global setup
// starts (the server's real OIDC client: discovery, PKCE, state, nonce, signed id_token).
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { header, openProfileMenu, topBarEntry } from './support/layout';
import { createVerifiedAccount, uniqueAccount } from './support/users';

test.use({ viewport: { width: 1440, height: 900 } });

function mockIssuer(): string {
  const issuer = process.env.E2E_MOCK_OIDC_ISSUER;
  if (!issuer) throw new Error('E2E_MOCK_OIDC_ISSUER is not set: run the specs through the e2e global setup');
  return issuer;
}

test('a new Google user signs in, picks "I want to hire" and lands on My Jobs; no personal data in any URL', async ({
  page,
  request,
}) => {
  const id = randomBytes(4).toString('hex');
  const identity = {
    sub: `google-${id}`,
    email: `gina.${id}@example.test`,
    name: `Gina Google ${id}`,
    email_verified: true,
  };
  const set = await request.post(`${mockIssuer()}/mock/identity`, { data: identity });
  expect(set.ok()).toBeTruthy();

  // Every URL the browser asks for, redirects included.
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  // The profile answer is held until the landing page has been seen (it is quick otherwise).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.goto('/login');
  const google = page.getByRole('main').getByRole('link', { name: 'Log in with Google' });
  await expect(google).toBeVisible();
  await page.route('**/api/v1/user/profile', async (route) => {
    await held;
    await route.continue();
  });
  await google.click();

  // The provider approves at once and sends the browser back; the landing page says what happens.
  await expect(page.getByText('Logging you in...')).toBeVisible();
  // A new account's first sign-in is greeted as one (issue 36): the only thing in the URL.
  await expect(page).toHaveURL(/\/google-success\?welcome=1$/);
  release();
  await expect(page).toHaveURL(/\/select-role$/);
  expect(
    urls.some((url) => url.startsWith(`${mockIssuer()}/authorize`)),
    'the browser went through the provider',
  ).toBe(true);
  expect(
    urls.some((url) => new URL(url).pathname === '/google-success'),
    'the callback sent the browser to /google-success',
  ).toBe(true);
  await expect(header(page).getByRole('button', { name: new RegExp(identity.name) })).toBeVisible();

  const freelancer = page.getByRole('radio', { name: /I want to work/ });
  await expect(freelancer).toBeChecked();
  await expect(page.getByRole('button', { name: 'Join as a Freelancer' })).toBeVisible();
  await page.getByText('I want to hire').click();
  await expect(page.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
  await page.getByRole('button', { name: 'Join as a Client' }).click();
  await expect(page).toHaveURL(/\/myJobs$/);

  // The server agrees: a client now, signed in by the session cookie alone.
  const profile = await page.request.get('/api/v1/user/profile');
  expect(profile.status()).toBe(200);
  expect(((await profile.json()) as { user: { role: string } }).user.role).toBe('client');

  const personal = [
    identity.email,
    encodeURIComponent(identity.email),
    identity.name,
    encodeURIComponent(identity.name),
    identity.sub,
  ];
  for (const url of urls) {
    for (const value of personal) expect(url, 'no personal data travels in the URL').not.toContain(value);
  }
});

test('Google sign-in with the e-mail of a password account signs into that account and lands by role', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(page, uniqueAccount('lena', 'Lena Linked'), 'freelancer');
  const set = await request.post(`${mockIssuer()}/mock/identity`, {
    data: { sub: `google-${account.username}`, email: account.email, name: 'Lena On Google', email_verified: true },
  });
  expect(set.ok()).toBeTruthy();

  await page.goto('/login');
  await page.getByRole('main').getByRole('link', { name: 'Log in with Google' }).click();
  await expect(page).toHaveURL(/\/freelancersHome$/);
  // The existing account (its name and role), not a new one waiting for a role.
  await expect(header(page).getByRole('button', { name: /Lena Linked/ })).toBeVisible();

  // The password still works too.
  await openProfileMenu(page, account.fullName);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(topBarEntry(page, 'Login')).toBeVisible();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/freelancersHome$/);
});

test('the /google-success page sends a browser without a session to log in', async ({ page }) => {
  await page.goto('/google-success');
  await expect(page).toHaveURL(/\/login\?google=failed$/);
  await expect(page.getByText('Google sign-in did not work')).toBeVisible();
});
