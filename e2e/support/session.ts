// Signing in through the API with the page's own request context: it shares the cookie jar with
// the page, so the next navigation is signed in, exactly as after the login form.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Makes sure the CSRF cookie exists (any response sets it) and returns the value to echo, for a
 * page's cookie jar or for a request context of its own (Playwright's `request` fixture).
 */
export async function csrfToken(from: Page | APIRequestContext): Promise<string> {
  const isPage = 'context' in from;
  const find = async () =>
    (isPage ? await from.context().cookies() : (await from.storageState()).cookies).find(
      (cookie) => cookie.name === CSRF_COOKIE,
    )?.value;
  // Always through a request: the server replaces a token that no longer fits the browser's
  // cookies (bound to a session since cleared; a late answer of a page that was left put one back
  // after clearCookies: a 403, seen twice at the start of a run), so the one read is valid now.
  await (isPage ? from.request : from).get('/api/v1/health');
  const value = await find();
  expect(value, `the server sets a readable ${CSRF_COOKIE} cookie`).toBeTruthy();
  return decodeURIComponent(value as string);
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: { [CSRF_HEADER]: await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs in through the API, opens `path`, and waits until the header shows the account: the shell
 * must recognise the session cookie on load (GET /api/v1/user/profile), as the spec's home page does.
 */
export async function openSignedIn(page: Page, account: DemoAccount & { fullName: string }, path: string): Promise<void> {
  await signIn(page, account);
  await page.goto(path);
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(account.fullName) }),
    'the shell shows the signed-in header for a session cookie on page load (GET /api/v1/user/profile)',
  ).toBeVisible();
}
