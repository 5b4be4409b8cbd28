// Helpers for the jobs journeys: a real (tiny) ZIP built in code for Submit Work, fresh signed-in
// parties in their own browser contexts, the bell's unread count, and API calls that set up state
// a test is not about (the UI steps it is about always go through the pages).
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { header } from './layout';
import { CSRF_HEADER, csrfToken, signIn } from './session';
import { createVerifiedAccount, uniqueAccount, type NewAccount } from './users';

// ── ZIP ──────────────────────────────────────────────────────────────────────────────────────────

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 1980-01-01 00:00 in MS-DOS date/time: a fixed stamp keeps the archive's bytes reproducible. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/**
 * A valid ZIP archive with one entry stored without compression (method 0), as `zip -0` writes it:
 * local file header + data, central directory, end of central directory. The server recognises
 * ZIPs by their magic bytes; `unzip -t` and any reader accept this one.
 */
export function storedZip(entryName: string, content: string | Buffer): Buffer {
  const name = Buffer.from(entryName, 'utf8');
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const crc = crc32(data) >>> 0;
  const utf8Flag = 0x0800;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  local.writeUInt16LE(10, 4); // version needed: 1.0 (stored)
  local.writeUInt16LE(utf8Flag, 6);
  local.writeUInt16LE(0, 8); // method: stored
  local.writeUInt16LE(DOS_TIME, 10);
  local.writeUInt16LE(DOS_DATE, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18); // compressed size
  local.writeUInt32LE(data.length, 22); // uncompressed size
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28); // extra field length

  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL_HEADER, 0);
  central.writeUInt16LE(20, 4); // made by: 2.0
  central.writeUInt16LE(10, 6); // version needed
  central.writeUInt16LE(utf8Flag, 8);
  central.writeUInt16LE(0, 10); // method
  central.writeUInt16LE(DOS_TIME, 12);
  central.writeUInt16LE(DOS_DATE, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  // extra length, comment length, disk number, internal attributes: 0
  central.writeUInt32LE(0, 38); // external attributes
  central.writeUInt32LE(0, 42); // offset of the local header

  const centralOffset = local.length + name.length + data.length;
  const centralSize = central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(1, 8); // entries on this disk
  end.writeUInt16LE(1, 10); // entries in total
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);

  return Buffer.concat([local, name, data, central, name, end]);
}

export interface ZipEntry {
  name: string;
  content: Buffer;
}

/**
 * Reads a stored (uncompressed) ZIP the way an archiver does: from the end-of-central-directory
 * record to each central entry, then its local header and data, checking sizes and CRC-32. Used to
 * prove that the test's archive is valid and that a downloaded delivery is the file uploaded.
 */
export function readStoredZip(zip: Buffer): ZipEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > zip.length) throw new Error('not a ZIP: no end of central directory record');
  const count = zip.readUInt16LE(endAt + 10);
  const centralSize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + centralSize !== endAt) throw new Error('ZIP central directory does not end where the end record starts');

  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error(`ZIP central entry ${index} has a bad signature`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (method !== 0) throw new Error(`ZIP entry ${name} is compressed (method ${method}); only stored entries are read here`);

    if (zip.readUInt32LE(localAt) !== LOCAL_HEADER) throw new Error(`ZIP entry ${name} has no local header`);
    const localName = zip.subarray(localAt + 30, localAt + 30 + zip.readUInt16LE(localAt + 26)).toString('utf8');
    if (localName !== name) throw new Error(`ZIP entry ${name}: local header names ${localName}`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const content = zip.subarray(dataAt, dataAt + size);
    if (content.length !== size) throw new Error(`ZIP entry ${name} is truncated`);
    if (crc32(content) >>> 0 !== crc) throw new Error(`ZIP entry ${name} fails its CRC-32 check`);
    entries.push({ name, content: Buffer.from(content) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** A file for `setInputFiles`: a ZIP holding one text file. */
export function workZip(fileName: string, entryName: string, text: string): { name: string; mimeType: string; buffer: Buffer } {
  return { name: fileName, mimeType: 'application/zip', buffer: storedZip(entryName, text) };
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
