import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ChatMessage } from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { buildChatPair, filePart, MESSAGE_API, postFiles, seedMessages } from '../../testing/chat-fixtures';
import { buildAdmin, buildUser, signIn } from '../../testing/factories';
import { PNG_1X1 } from '../../testing/multipart';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const SECRET = 'Confidential budget pineapple';

/** Clara and Ava's conversation with a secret line and a file; Sam is a third, unrelated person. */
async function conversationAndOutsider() {
  const pair = await buildChatPair(ctx, { clara: 'Clara Party', ava: 'Ava Party' });
  const [secret] = await seedMessages(ctx, pair.clara, pair.ava, [SECRET]);
  const withFile = await postFiles(pair.claraAgent, pair.ava.user.id, [filePart('plan.png', PNG_1X1)], { message: 'The plan' });
  assert.equal(withFile.statusCode, 200, withFile.body);
  const file = (withFile.json().newMessage as ChatMessage).attachments[0];
  const sam = await buildUser(ctx, { role: 'client', fullName: 'Sam Outsider' });
  return { ...pair, secret, file, sam, samAgent: await signIn(ctx, sam) };
}

describe('who may see and change a conversation', () => {
  it('gives a third person 404s and empty lists on every chat call, never a word of the conversation', async () => {
    const { clara, ava, secret, file, samAgent } = await conversationAndOutsider();
    const responses = [
      await samAgent.delete(`${MESSAGE_API}/deleteMessage/${secret.id}`),
      await samAgent.post(`${MESSAGE_API}/markRead/${ava.user.id}`, { upToSeq: 5 }),
      await samAgent.delete(`${MESSAGE_API}/deleteConversation/${clara.user.id}`),
      await samAgent.get(file.url),
    ];
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      [404, 404, 404, 404],
    );
    const reads = [
      await samAgent.get(`${MESSAGE_API}/getMessage/${clara.user.id}`),
      await samAgent.get(`${MESSAGE_API}/getMessage/${ava.user.id}`),
      await samAgent.get(`${MESSAGE_API}/getClientContacts`),
      await samAgent.get(`${MESSAGE_API}/unreadCount`),
      await samAgent.get(`${MESSAGE_API}/search?q=pineapple`),
      await samAgent.get(`${MESSAGE_API}/search?q=pineapple&userId=${clara.user.id}`),
    ];
    for (const response of [...responses, ...reads]) {
      assert.ok(!response.body.includes('pineapple'), `leaked: ${response.body.slice(0, 200)}`);
      assert.ok(!response.body.includes(secret.id), 'not even the message id');
    }
    assert.deepEqual(reads.map((r) => r.statusCode), [200, 200, 200, 200, 200, 200]);
    assert.deepEqual(reads[0].json().message, [], 'his own (empty) conversation with Clara');
    assert.equal(reads[0].json().conversationId, null);
    assert.deepEqual(reads[2].json().clients, []);
    assert.equal(reads[3].json().total, 0);
    assert.deepEqual(reads[4].json().results, []);
    assert.deepEqual(reads[5].json().results, []);
    assert.equal((await ctx.app.repos.messages.findById(secret.id))?.body, SECRET, 'nothing changed');
  });

  it('lets only the sender delete a message: the other party gets 403, an unknown id 404', async () => {
    const { secret, avaAgent } = await conversationAndOutsider();
    const refused = await avaAgent.delete(`${MESSAGE_API}/deleteMessage/${secret.id}`);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'You can only delete messages you sent.');
    assert.equal((await avaAgent.delete(`${MESSAGE_API}/deleteMessage/${randomUUID()}`)).statusCode, 404);
    assert.equal((await avaAgent.delete(`${MESSAGE_API}/deleteMessage/not-an-id`)).statusCode, 400);
  });

  it('does not open attachments to admins, who are not parties of the conversation', async () => {
    const { file } = await conversationAndOutsider();
    const admin = await signIn(ctx, await buildAdmin(ctx));
    assert.equal((await admin.get(file.url)).statusCode, 404);
  });

  it('wants a signed-in user (401) and the CSRF header (403) on every chat call', async () => {
    const { clara, secret, file } = await conversationAndOutsider();
    const anonymous = new Agent(ctx);
    const calls: [string, string][] = [
      ['GET', `${MESSAGE_API}/getMessage/${clara.user.id}`],
      ['GET', `${MESSAGE_API}/getClientContacts`],
      ['GET', `${MESSAGE_API}/unreadCount`],
      ['GET', `${MESSAGE_API}/search?q=pineapple`],
      ['GET', `${MESSAGE_API}/settings`],
      ['GET', file.url],
      ['POST', `${MESSAGE_API}/markRead/${clara.user.id}`],
      ['POST', `${MESSAGE_API}/sendMessage/${clara.user.id}`],
      ['DELETE', `${MESSAGE_API}/deleteMessage/${secret.id}`],
      ['DELETE', `${MESSAGE_API}/deleteConversation/${clara.user.id}`],
      ['PUT', `${MESSAGE_API}/settings`],
    ];
    for (const [method, url] of calls) {
      const response = await anonymous.request({
        method: method as 'GET',
        url,
        payload: method === 'POST' || method === 'PUT' ? { upToSeq: 1, message: 'x', sendReadReceipts: false } : undefined,
      });
      assert.equal(response.statusCode, 401, `${method} ${url}: ${response.body}`);
    }
    const { claraAgent, ava } = await buildChatPair(ctx);
    const forged = await claraAgent.request({ method: 'DELETE', url: `${MESSAGE_API}/deleteConversation/${ava.user.id}`, csrf: false });
    assert.equal(forged.statusCode, 403);
  });
});
