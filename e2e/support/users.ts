// Fresh accounts per run (the suite can run again on the same data dir), and a verified account
// made through the real API calls and the mailed link, for journeys that start signed in.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { VERIFY_LINK, waitForMailedLink } from './mail';
import { CSRF_HEADER, csrfToken } from './session';

export interface NewAccount {
  email: string;
  username: string;
  fullName: string;
  password: string;
}

export function uniqueAccount(prefix: string, fullName: string): NewAccount {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    email: `${prefix}.${id}@example.test`,
    username: `${prefix}_${id}`,
    fullName,
    password: `Sturdy-${id}-Pass!`,
  };
}

/** Registers through the API, opens the mailed verification link, and returns the account. */
export async function createVerifiedAccount(page: Page, account: NewAccount, role: 'freelancer' | 'client'): Promise<NewAccount> {
  const response = await page.request.post('/api/v1/user/register', {
    data: { ...account, role },
    headers: { [CSRF_HEADER]: await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const link = await waitForMailedLink(account.email, VERIFY_LINK);
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.headers().location).toMatch(/\/login\?verified=1$/);
  return account;
}
