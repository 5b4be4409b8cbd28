// Helpers for the messaging journeys: who a party is, the parts of the inbox a user looks at, the
// header's message badge, and API calls that set up state a test is not about (the steps a test is
// about always go through the pages).
import { expect, type Locator, type Page } from '@playwright/test';
import type { Party } from './jobs';
import { header } from './layout';
import { CSRF_HEADER, csrfToken } from './session';

/** The signed-in party's user id (GET /user/profile). */
export async function userIdOf(party: Party): Promise<string> {
  const response = await party.page.request.get('/api/v1/user/profile');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { _id: string } }).user._id;
}

export const conversationList = (page: Page): Locator => page.getByRole('navigation', { name: 'Conversations' });
export const conversationRow = (page: Page, name: string): Locator =>
  conversationList(page).getByRole('button', { name: new RegExp(name) });
export const messageLog = (page: Page, name: string): Locator => page.getByRole('log', { name: `Messages with ${name}` });
export const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });
/** A project brief card in the conversation with `name`. */
export const briefCard = (page: Page, name: string, title: string): Locator =>
  messageLog(page, name).getByRole('article', { name: /^Project brief/ }).filter({ hasText: title });

/** The header's message icon: "Messages" or "Messages, 2 unread". */
export const messageIcon = (page: Page): Locator => header(page).getByRole('link', { name: /^Messages/ });

export async function unreadMessages(page: Page): Promise<number> {
  const label = (await messageIcon(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

/** Types a message in the open conversation and sends it with Enter, as a user does. */
export async function typeAndSend(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** Opens `path` and waits until its socket is connected (socket.io upgrades to a WebSocket). */
export async function openConnected(party: Party, path: string): Promise<void> {
  const socket = party.page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 30_000 });
  await party.page.goto(path);
  await socket;
  await expect(header(party.page).getByRole('button', { name: new RegExp(party.account.fullName) })).toBeVisible({ timeout: 20_000 });
}

async function post(page: Page, url: string, data: unknown, expected = 200): Promise<unknown> {
  const response = await page.request.post(url, { data, headers: { [CSRF_HEADER]: await csrfToken(page) } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(expected);
  return response.json();
}

/** POST /message/sendMessage/:userId as the page's signed-in user. */
export function sendMessageViaApi(party: Party, toUserId: string, message: string): Promise<unknown> {
  return post(party.page, `/api/v1/message/sendMessage/${toUserId}`, { message });
}

/** POST /job/proposeJob/:userId as the page's signed-in user. */
export function proposeBriefViaApi(party: Party, toUserId: string, title: string): Promise<unknown> {
  return post(party.page, `/api/v1/job/proposeJob/${toUserId}`, {
    title,
    description: 'A brief proposed by the browser tests: three pages and a contact form.',
    delivarables: 'The built pages and their source code.',
    salary: 640,
    duration: '2week',
    budgetType: 'fixed',
  }, 201);
}
