// Helpers for the jobs journeys: a real (tiny) ZIP built in code for Submit Work, fresh signed-in
// parties in their own browser contexts, the bell's unread count, and API calls that set up state
// a test is not about (the UI steps it is about always go through the pages).
import { randomBytes } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readZipArchive, zipArchive } from '../../api/src/lib/zip-archive';
import { header } from './layout';
import { CSRF_HEADER, csrfToken, signIn } from './session';
import { createVerifiedAccount, uniqueAccount, type NewAccount } from './users';

// ── ZIP ──────────────────────────────────────────────────────────────────────────────────────────
// The API's ZIP writer and reader (fflate), so the journeys upload real archives and prove a
// download is the file uploaded.

export interface ZipEntry {
  name: string;
  content: Buffer;
}

/** A valid ZIP archive with one entry. */
function zipOfOne(entryName: string, content: string | Buffer): Buffer {
  return zipArchive([{ name: entryName, content }]);
}

/** The archive's entries in order; throws when it is malformed. */
export function readZipEntries(zip: Buffer): ZipEntry[] {
  return [...readZipArchive(zip)].map(([name, content]) => ({ name, content }));
}

/** A file for `setInputFiles`: a ZIP holding one text file. */
export function workZip(fileName: string, entryName: string, text: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name: fileName, mimeType: 'application/zip', buffer: zipOfOne(entryName, text) };
}

// ── People ───────────────────────────────────────────────────────────────────────────────────────

export interface Party {
  context: BrowserContext;
  page: Page;
  account: NewAccount;
}

/**
 * A fresh verified account of `role` (so a rerun on the same data dir starts clean) signed in, in
 * its own browser context: two parties never share cookies or a socket.
 */
export async function newParty(browser: Browser, role: 'client' | 'freelancer', prefix: string, fullName: string): Promise<Party> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const account = await createVerifiedAccount(page, uniqueAccount(prefix, fullName), role);
  await signIn(page, account);
  return { context, page, account };
}

/** A party for an existing account (a demo one), signed in, in its own browser context. */
export async function existingParty(browser: Browser, account: { email: string; password: string; fullName: string }): Promise<Party> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page, account: { ...account, username: '' } };
}

/** Opens `path` and waits until the header shows the signed-in account (the session was recognised). */
export async function openAs(party: Party, path: string): Promise<void> {
  await party.page.goto(path);
  await expect(header(party.page).getByRole('button', { name: new RegExp(party.account.fullName) })).toBeVisible({ timeout: 20_000 });
}

// ── The bell ─────────────────────────────────────────────────────────────────────────────────────

export const bell = (page: Page): Locator => header(page).getByRole('link', { name: /^Notifications/ });

/** The unread count the bell shows (its accessible name: "Notifications" or "Notifications, 3 unread"). */
export async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

/**
 * Opens `path` and waits until the page is live: the socket is open (socket.io upgrades to a
 * WebSocket once its handshake is done) and the bell shows the server's unread count. Returns that
 * count, so a later push can be told apart from the first load.
 */
export async function openLive(party: Party, path: string): Promise<number> {
  const socket = party.page.waitForEvent('websocket', { predicate: (ws) => ws.url().includes('/socket.io/'), timeout: 30_000 });
  await openAs(party, path);
  await socket;
  const response = await party.page.request.get('/api/v1/notification/getUnreadNotifications');
  expect(response.status()).toBe(200);
  const { notifications } = (await response.json()) as { notifications: unknown[] };
  await expect.poll(() => unreadCount(party.page), { message: 'the bell shows the unread count', timeout: 15_000 }).toBe(notifications.length);
  // A mark on this document: if it is still there when the badge rises, the page was not reloaded.
  await party.page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  return notifications.length;
}

/** Waits, without any reload, until the bell counts more than `before`. */
export async function expectBellAbove(page: Page, before: number, message: string): Promise<void> {
  await expect
    .poll(() => unreadCount(page), { message, timeout: 30_000, intervals: [250, 500, 1_000] })
    .toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload), 'the same document, never reloaded').toBe(true);
}

// ── Data ─────────────────────────────────────────────────────────────────────────────────────────

/** A title no other run or test uses, so a search finds exactly this job. */
export function uniqueJobTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/** A date `days` from today (UTC) as the API takes it (yyyy-MM-dd). */
export function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface JobInput {
  title: string;
  category: string;
  rank: string;
  description: string;
  skills: string[];
  jobType: 'oneTime';
  duration: string;
  budgetType: 'fixed';
  salary: number;
  applicationDeadline: string;
}

export function jobInput(title: string, overrides: Partial<JobInput> = {}): JobInput {
  return {
    title,
    category: 'Web Development',
    rank: 'intermediate',
    description: 'A small, well-defined job for the browser tests: build a landing page with a contact form and tests.',
    skills: ['React', 'TypeScript'],
    jobType: 'oneTime',
    duration: '1to2Weeks',
    budgetType: 'fixed',
    salary: 450,
    applicationDeadline: isoDateIn(14),
    ...overrides,
  };
}

export interface ProposalInput {
  coverLetter: string;
  yourApproach: string;
  estimatedTimeLine: string;
  yourBid: number;
  portfolio: string;
  questionsForClient: string;
  paymentDeliveryTerms: string;
  screeningAnswers?: { question: string; answer: string }[];
}

export function proposalInput(overrides: Partial<ProposalInput> = {}): ProposalInput {
  return {
    coverLetter:
      'I have built many landing pages with React and TypeScript, each with accessible forms, tests and a fast first load. ' +
      'I would start with a short call to agree on the sections, then deliver in small reviewed steps.',
    yourApproach: 'Wireframe first, then components with tests, then polish and a handover call.',
    estimatedTimeLine: '1to2Weeks',
    yourBid: 420,
    portfolio: 'https://portfolio.example.test/work',
    questionsForClient: 'Do you already have the copy and images?',
    paymentDeliveryTerms: 'fixed',
    ...overrides,
  };
}

// ── API set-up (only for state a test is not about) ──────────────────────────────────────────────

async function postJson<T>(page: Page, url: string, data: unknown, expected = 200): Promise<T> {
  const response = await page.request.post(url, { data, headers: { [CSRF_HEADER]: await csrfToken(page) } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(expected);
  return (await response.json()) as T;
}

interface JobRef {
  _id: string;
  title: string;
}

/** POST /job/postJob as the page's signed-in client; returns the job. */
export async function postJobViaApi(page: Page, input: JobInput): Promise<JobRef> {
  const body = await postJson<{ job: JobRef }>(page, '/api/v1/job/postJob', input, 201);
  return body.job;
}

/** POST /application/applyJobs/:jobId as the page's signed-in freelancer. */
export async function applyViaApi(page: Page, jobId: string, input: ProposalInput): Promise<void> {
  await postJson(page, `/api/v1/application/applyJobs/${jobId}`, input, 201);
}

/** The job as the page's signed-in user may see it (GET /job/getJob/:jobId). */
export async function fetchJob(page: Page, jobId: string): Promise<{ status: string; salary: number; files: { name: string; url: string }[] }> {
  const response = await page.request.get(`/api/v1/job/getJob/${jobId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { job: { status: string; salary: number; files: { name: string; url: string }[] } }).job;
}

/**
 * A job of `client` with `freelancer` hired and the work delivered (status paused, waiting for the
 * client's decision), all through the API: for journeys about what happens after the delivery.
 */
export async function hiredAndDeliveredViaApi(client: Party, freelancer: Party, title: string): Promise<JobRef> {
  const job = await postJobViaApi(client.page, jobInput(title));
  await applyViaApi(freelancer.page, job._id, proposalInput());
  const proposals = await client.page.request.get(`/api/v1/job/viewJobProposal?jobId=${job._id}`);
  expect(proposals.status(), await proposals.text()).toBe(200);
  const [application] = ((await proposals.json()) as { applications: { _id: string }[] }).applications;
  await postJson(client.page, `/api/v1/application/updateStatus/${application._id}`, { status: 'accepted' });
  const delivery = workZip(`${job._id}.zip`, 'delivery/README.txt', `The delivery of "${title}".\n`);
  const submitted = await freelancer.page.request.post(`/api/v1/job/submitWork/${job._id}`, {
    multipart: { files: delivery },
    headers: { [CSRF_HEADER]: await csrfToken(freelancer.page) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return job;
}
