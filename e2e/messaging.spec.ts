// The messaging area in real browsers, two people at once (each in their own context and socket):
// a live chat with unread badges, typing and read receipts; a tab that goes offline and comes back
// with nothing missing or doubled; a project brief proposed in chat and accepted into a job; the
// notification centre's filters and bulk actions; and the chat widget on another page.
//
// The journeys share one fresh client and freelancer, created once (sign-up is limited per address,
// and every browser test comes from the loopback address); they run in order, each setting up through the API
// only what it is not about.
import { expect, test, type Browser } from '@playwright/test';
import {
  briefCard,
  conversationRow,
  messageBox,
  messageIcon,
  messageLog,
  openConnected,
  proposeBriefViaApi,
  sendMessageViaApi,
  typeAndSend,
  unreadMessages,
  userIdOf,
} from './support/chat';
import { chooseOption } from './support/forms';
import { bell, expectBellAbove, newParty, openAs, openLive, unreadCount, type Party } from './support/jobs';
import { header } from './support/layout';
import { CSRF_HEADER, csrfToken } from './support/session';

interface Pair {
  client: Party;
  freelancer: Party;
  clientId: string;
  freelancerId: string;
}

/** A fresh client and freelancer (so a rerun on the same data starts clean), each signed in in their own browser context. */
async function newPair(browser: Browser): Promise<Pair> {
  const client = await newParty(browser, 'client', 'cleo', 'Cleo Client');
  const freelancer = await newParty(browser, 'freelancer', 'finn', 'Finn Freelancer');
  return { client, freelancer, clientId: await userIdOf(client), freelancerId: await userIdOf(freelancer) };
}

test.describe.configure({ mode: 'serial' });
let pair: Pair;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  pair = await newPair(browser);
});
test.afterAll(async () => {
  await pair?.client.context.close();
  await pair?.freelancer.context.close();
});

/** The texts of the messages in a log, in the order shown. */
async function shownTexts(log: ReturnType<typeof messageLog>, texts: string[]): Promise<string[]> {
  const shown = await log.getByText(new RegExp(`^(${texts.join('|')})$`)).allTextContents();
  return shown.map((text) => text.trim());
}

test('two people chat live: the unread badge, typing and read receipts, without a reload', async () => {
  test.setTimeout(180_000);
  const { client, freelancer } = pair;
  await openConnected(freelancer, '/find-jobs');
  await freelancer.page.evaluate(() => Object.assign(window, { __e2eNoReload: true }));
  expect(await unreadMessages(freelancer.page)).toBe(0);

  await openConnected(client, `/message?userId=${pair.freelancerId}`);
  const clientLog = messageLog(client.page, 'Finn Freelancer');
  await expect(clientLog.getByText(/Say hello to Finn Freelancer/)).toBeVisible();
  await typeAndSend(client.page, 'Hi Finn, are you free next week for a small landing page?');
  await expect(clientLog.getByText('Hi Finn, are you free next week for a small landing page?')).toBeVisible();
  await expect(clientLog.getByText('Sending…')).toHaveCount(0);
  await expect(messageBox(client.page)).toHaveValue('');

  // The freelancer, on another page, sees the header badge rise live.
  await expect.poll(() => unreadMessages(freelancer.page), { timeout: 30_000 }).toBe(1);
  expect(await freelancer.page.evaluate(() => (window as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);

  await messageIcon(freelancer.page).click();
  await expect(freelancer.page).toHaveURL(/\/message$/);
  const row = conversationRow(freelancer.page, 'Cleo Client');
  await expect(row).toContainText('Hi Finn, are you free next week');
  await row.click();
  const freelancerLog = messageLog(freelancer.page, 'Cleo Client');
  await expect(freelancerLog.getByText('Hi Finn, are you free next week for a small landing page?')).toBeVisible();
  await expect.poll(() => unreadMessages(freelancer.page), { timeout: 15_000 }).toBe(0);

  // Read receipts (on by default) and the typing indicator reach the client live.
  await expect(clientLog.getByText('Seen')).toBeVisible({ timeout: 15_000 });
  await messageBox(freelancer.page).pressSequentially('Yes, I', { delay: 50 });
  await expect(client.page.getByText('Finn Freelancer is typing…')).toBeVisible({ timeout: 15_000 });
  await messageBox(freelancer.page).pressSequentially(' am. Send me the details!', { delay: 10 });
  await messageBox(freelancer.page).press('Enter');
  await expect(clientLog.getByText('Yes, I am. Send me the details!')).toBeVisible();
  await expect(client.page.getByText('Finn Freelancer is typing…')).toHaveCount(0);

  // Shift+Enter is a new line, not a send.
  await messageBox(client.page).fill('Line one');
  await messageBox(client.page).press('Shift+Enter');
  await messageBox(client.page).pressSequentially('Line two');
  await expect(messageBox(client.page)).toHaveValue('Line one\nLine two');
  await client.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(freelancerLog.getByText(/Line one\s+Line two/)).toBeVisible();
});

test('a tab that was offline gets every message once, in order; one sent offline goes when back', async () => {
  test.setTimeout(180_000);
  const { client, freelancer } = pair;
  await sendMessageViaApi(client, pair.freelancerId, 'Hello before the tunnel');
  await openConnected(freelancer, `/message?userId=${pair.clientId}`);
  const freelancerLog = messageLog(freelancer.page, 'Cleo Client');
  await expect(freelancerLog.getByText('Hello before the tunnel')).toBeVisible();
  await openConnected(client, `/message?userId=${pair.freelancerId}`);
  const clientLog = messageLog(client.page, 'Finn Freelancer');

  await freelancer.context.setOffline(true);
  await expect(freelancer.page.getByText(/You are offline/)).toBeVisible({ timeout: 15_000 });
  const missed = ['First while you were away', 'Second while you were away', 'Third while you were away'];
  for (const text of missed) {
    await typeAndSend(client.page, text);
    await expect(clientLog.getByText(text)).toBeVisible();
  }
  await expect(clientLog.getByText('Sending…')).toHaveCount(0);

  // Written while offline: kept as not sent, and sent by itself on reconnect.
  await typeAndSend(freelancer.page, 'Typed in the tunnel');
  await expect(freelancerLog.getByText(/It will be sent again when you are back online/)).toBeVisible();

  await freelancer.context.setOffline(false);
  await expect(freelancer.page.getByText(/You are offline/)).toHaveCount(0, { timeout: 30_000 });
  for (const text of missed) await expect(freelancerLog.getByText(text)).toBeVisible({ timeout: 30_000 });
  expect(await shownTexts(freelancerLog, missed), 'each missed message once, in the order sent').toEqual(missed);
  await expect(freelancerLog.getByText(/Not sent/)).toHaveCount(0, { timeout: 30_000 });
  await expect(clientLog.getByText('Typed in the tunnel')).toHaveCount(1, { timeout: 30_000 });

  // The server holds each message once, in one order both parties read (seqs rise by one).
  const history = await freelancer.page.request.get(`/api/v1/message/getMessage/${pair.clientId}`);
  const stored = ((await history.json()) as { message: { message: string; seq: number }[] }).message.slice(-5);
  expect(stored.map((message) => message.message)).toEqual([
    'Hello before the tunnel',
    ...missed,
    'Typed in the tunnel',
  ]);
  expect(stored.map((message) => message.seq - stored[0].seq)).toEqual([0, 1, 2, 3, 4]);
});

test('a project brief proposed in chat is accepted, and the job shows in My Project and My Jobs', async () => {
  test.setTimeout(240_000);
  const { client, freelancer } = pair;
  const title = `Portfolio site ${Date.now().toString(36)}`;
  await openConnected(client, `/message?userId=${pair.freelancerId}`);
  const bellBefore = await openLive(freelancer, '/find-jobs');

  await test.step('the client proposes the brief through its form', async () => {
    const page = client.page;
    await page.getByRole('button', { name: /Add Project Brief/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Deliverables' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Description')
      .fill('A five-page portfolio site with a contact form and a blog, fast on phones.');
    await dialog.getByLabel('Deliverables').fill('The built site, its source code and a short handover guide.');
    await dialog.getByLabel('Budget', { exact: true }).fill('1800');
    await chooseOption(page, 'Duration', '3 weeks');
    await dialog.getByText('Milestone Payments').click();
    await dialog.getByRole('button', { name: 'Send Brief' }).click();
    const card = briefCard(page, 'Finn Freelancer', title);
    await expect(card).toContainText('Awaiting Answer');
    await expect(card.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  await test.step('the freelancer is notified, finds it in Proposals from Clients and accepts it in chat', async () => {
    const page = freelancer.page;
    await expectBellAbove(page, bellBefore, 'the brief is announced on the bell, live');
    await openAs(freelancer, '/proposals');
    await page.getByRole('tab', { name: 'Proposals from Clients' }).click();
    const listed = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(listed).toContainText('Cleo Client');
    await listed.getByRole('link', { name: 'Open in Messages' }).click();
    await expect(page).toHaveURL(new RegExp(`/message\\?userId=${pair.clientId}`));
    const card = briefCard(page, 'Cleo Client', title);
    await expect(card).toContainText('$1,800');
    await expect(card).toContainText('Milestone Payments');
    await expect(card).toContainText('3 weeks');
    await card.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this brief?' });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(card).toContainText('Accepted');
    await expect(card.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await card.getByRole('link', { name: 'Open in My Projects' }).click();
    await expect(page).toHaveURL(/\/my-project$/);
    const job = page.getByRole('main').getByRole('article', { name: title });
    await expect(job).toContainText('In Progress');
    await expect(job).toContainText('Milestone Payments');
    await expect(job.getByRole('button', { name: 'Submit Work' })).toBeEnabled();
  });

  await test.step('the client sees the answer live, and the job in My Jobs', async () => {
    const page = client.page;
    const card = briefCard(page, 'Finn Freelancer', title);
    await expect(card).toContainText('Accepted', { timeout: 30_000 });
    await expect(card.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await card.getByRole('link', { name: 'Open in My Jobs' }).click();
    await expect(page).toHaveURL(/\/myJobs\?status=progress$/);
    await expect(page.getByRole('main').getByRole('article', { name: title })).toContainText('Finn Freelancer');
  });
});

test('the chat widget opens a conversation and sends without leaving the page, and stays off /message', async () => {
  test.setTimeout(180_000);
  const { client, freelancer } = pair;
  await sendMessageViaApi(client, pair.freelancerId, 'Ping from the client');
  await openConnected(client, `/message?userId=${pair.freelancerId}`);
  // On /message the widget steps aside: the page itself is the inbox.
  await expect(client.page.getByRole('button', { name: 'Messages', exact: true })).toHaveCount(0);

  await openConnected(freelancer, '/find-jobs');
  const page = freelancer.page;
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  const row = panel.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /Cleo Client/ });
  await expect(row).toContainText('Ping from the client');
  await row.click();
  await expect(
    panel.getByRole('log', { name: 'Messages with Cleo Client' }).getByText('Ping from the client'),
  ).toBeVisible();
  await panel.getByRole('textbox', { name: 'Message' }).fill('Pong from the widget');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    panel.getByRole('log', { name: 'Messages with Cleo Client' }).getByText('Pong from the widget'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/find-jobs$/);

  await expect(messageLog(client.page, 'Finn Freelancer').getByText('Pong from the widget')).toBeVisible({
    timeout: 30_000,
  });

  await expect(panel.getByRole('link', { name: /Open in Messages/ })).toHaveAttribute(
    'href',
    `/message?userId=${pair.clientId}`,
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(header(page).getByRole('link', { name: /^Messages/ })).toBeVisible();
});

test('the notification centre filters by category, marks all read and deletes all', async () => {
  test.setTimeout(180_000);
  const { client, freelancer } = pair;
  const title = `Logo refresh ${Date.now().toString(36)}`;
  // The journeys before this one notified the freelancer too: start from an empty centre.
  const cleared = await freelancer.page.request.delete('/api/v1/notification/deleteUsersAllNotifications', {
    headers: { [CSRF_HEADER]: await csrfToken(freelancer.page) },
  });
  expect(cleared.status()).toBe(200);
  await sendMessageViaApi(client, pair.freelancerId, 'Could you look at our logo?');
  await proposeBriefViaApi(client, pair.freelancerId, title);
  await openConnected(freelancer, '/notification');
  const page = freelancer.page;
  const main = page.getByRole('main');
  await expect(main.getByText('You have 2 unread notifications.')).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(2);

  await main.getByRole('tab', { name: 'Message' }).click();
  await expect(page).toHaveURL(/filter=Message/);
  await expect(main.getByText(/Cleo Client sent you a message: “Could you look at our logo\?”/)).toBeVisible();
  await expect(main.getByText(`Cleo Client proposed a project brief: "${title}".`)).toHaveCount(0);

  await main.getByRole('tab', { name: 'Proposals' }).click();
  await expect(main.getByText(`Cleo Client proposed a project brief: "${title}".`)).toBeVisible();
  await expect(main.getByText(/sent you a message/)).toHaveCount(0);

  await main.getByRole('tab', { name: 'Payments' }).click();
  await expect(main.getByRole('heading', { name: 'No Payments notifications' })).toBeVisible();

  await main.getByRole('tab', { name: 'All' }).click();
  await main.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(main.getByText("You're all caught up.")).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBe(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await main.getByRole('button', { name: 'Delete all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete all notifications?' });
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(main.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();

  // An entry's link leads to what it is about (a new message arrives live, then is followed).
  await sendMessageViaApi(client, pair.freelancerId, 'One more thing about the logo');
  const entry = main.getByRole('link', { name: /One more thing about the logo/ });
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/message\\?userId=${pair.clientId}`));
  await expect(messageLog(page, 'Cleo Client').getByText('One more thing about the logo')).toBeVisible();
});
