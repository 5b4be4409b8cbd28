import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NOTIFICATION_CATEGORIES, type ChatContact, type ChatMessage, type Notification } from '@freelane/shared/contracts';
import { Agent } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_OPEN_BRIEF } from './demo-messages';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ config: { seedDemo: true } });
  for (const account of DEMO_ACCOUNTS) ctx.emails.add(account.email);
});
after(() => ctx.close());

async function login(username: string): Promise<Agent> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  assert.ok(account);
  const agent = new Agent(ctx, account.email);
  const response = await agent.post('/api/v1/user/login', { email: account.email, password: account.password });
  assert.equal(response.statusCode, 200, response.body);
  return agent;
}

const contactsOf = async (agent: Agent) =>
  (await agent.get('/api/v1/message/getClientContacts')).json().clients as ChatContact[];

describe('demo conversations and notifications (npm start on an empty database)', () => {
  it('give Ava an open brief from Clara to answer and an unread welcome from the team', async () => {
    const ava = await login('ava');
    const contacts = await contactsOf(ava);
    const clara = contacts.find((contact) => contact.fullName === 'Clara Client');
    const admin = contacts.find((contact) => contact.fullName === 'Freelane Admin');
    assert.ok(clara && admin);
    assert.equal(clara.lastMessage?.kind, 'brief');
    assert.equal(admin.unreadCount, 1);

    const history = (await ava.get(`/api/v1/message/getMessage/${clara._id}`)).json().message as ChatMessage[];
    const brief = history.at(-1)?.projectBrief[0];
    assert.equal(brief?.title, DEMO_OPEN_BRIEF.title);
    assert.equal(brief?.status, 'specific');
    assert.deepEqual(
      history.map((message) => message.seq),
      history.map((_, index) => index + 1),
      'seqs from 1, without gaps',
    );
    const received = (await ava.get('/api/v1/job/getReceivedProposals')).json().briefs as { title: string }[];
    assert.deepEqual(received.map((item) => item.title), [DEMO_OPEN_BRIEF.title]);
  });

  it("show Clara Ben's unread message in the list and the header count", async () => {
    const clara = await login('clara');
    const ben = (await contactsOf(clara)).find((contact) => contact.fullName === 'Ben Okafor');
    assert.equal(ben?.unreadCount, 1);
    assert.deepEqual((await clara.get('/api/v1/message/unreadCount')).json(), { success: true, total: 1, conversations: 1 });
  });

  it('give every demo user notifications of several categories, Clara one of each a client gets, Ava a job alert', async () => {
    for (const username of ['clara', 'ava', 'ben']) {
      const agent = await login(username);
      const list = (await agent.get('/api/v1/notification/getNotifications?limit=50')).json().notifications as Notification[];
      const categories = new Set(list.map((notification) => notification.category));
      assert.ok(categories.size >= 3, `${username}: ${[...categories].join(', ')}`);
      assert.ok(list.some((notification) => !notification.isRead) && list.some((notification) => notification.isRead));
      assert.ok(list.every((notification) => notification.link === null || notification.link.startsWith('/')));
      // Job alerts come from saved searches, which only freelancers keep (issue 37): Ava has one waiting.
      if (username === 'clara') {
        const clientCategories = NOTIFICATION_CATEGORIES.filter((category) => category !== 'JobAlert');
        assert.deepEqual([...categories].sort(), [...clientCategories].sort());
      }
      if (username === 'ava') assert.ok(categories.has('JobAlert'), [...categories].join(', '));
    }
  });

  it('never e-mails anyone about the demo history (the unread messages are older than 10 minutes)', async () => {
    assert.equal(await ctx.app.scheduler.mailUnreadMessages(), 0);
    assert.deepEqual(
      ctx.outbox.messages.filter((mail) => /unread|message/i.test(mail.subject)).map((mail) => mail.subject),
      [],
    );
  });
});
