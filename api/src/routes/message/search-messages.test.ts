import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MessageSearchResult } from '@freelane/shared/contracts';
import type { Agent } from '../../testing/agent';
import { buildChatPair, MESSAGE_API, seedMessages } from '../../testing/chat-fixtures';
import { buildClient } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { searchTerms } from './search-messages';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const search = async (agent: Agent, query: string) => {
  const response = await agent.get(`${MESSAGE_API}/search?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().results as MessageSearchResult[]).map((hit) => hit.message).sort();
};

describe('searching messages', () => {
  it('finds words by prefix, all of them, in the caller\'s own visible messages only', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(ctx, { clara: 'Clara Searcher' });
    const [draft] = await seedMessages(ctx, clara, ava, ['Logo draft attached', 'Invoice for the LOGO work', 'Lunch on Friday?']);
    const ben = await buildClient(ctx);
    await seedMessages(ctx, ben, ava, ['Another logo request']);

    assert.deepEqual(await search(avaAgent, 'q=lo'), ['Another logo request', 'Invoice for the LOGO work', 'Logo draft attached']);
    assert.deepEqual(await search(avaAgent, 'q=logo%20INV'), ['Invoice for the LOGO work'], 'every word must match');
    assert.deepEqual(await search(avaAgent, `q=logo&userId=${clara.user.id}`), ['Invoice for the LOGO work', 'Logo draft attached']);
    assert.deepEqual(await search(claraAgent, 'q=logo'), ['Invoice for the LOGO work', 'Logo draft attached'], "never Ben's messages to Ava");

    const hit = (await avaAgent.get(`${MESSAGE_API}/search?q=draft`)).json().results[0] as MessageSearchResult;
    assert.equal(hit._id, draft.id);
    assert.equal(hit.seq, 1);
    assert.equal(hit.conversationId, draft.conversationId);
    assert.deepEqual(hit.otherUser, { _id: clara.user.id, fullName: 'Clara Searcher', profile: { profilePhoto: null, professionalTitle: null } });

    // A deleted message and a conversation the caller cleared are not searched.
    assert.equal((await claraAgent.delete(`${MESSAGE_API}/deleteMessage/${draft.id}`)).statusCode, 200);
    assert.deepEqual(await search(claraAgent, 'q=draft'), []);
    assert.equal((await avaAgent.delete(`${MESSAGE_API}/deleteConversation/${clara.user.id}`)).statusCode, 200);
    assert.deepEqual(await search(avaAgent, 'q=logo'), ['Another logo request']);
    assert.deepEqual(await search(claraAgent, 'q=invoice'), ['Invoice for the LOGO work'], 'Clara still has hers');
  });

  it('reads the query as plain words: operators are ignored, nothing searchable is an empty list, one character is 400', async () => {
    const { clara, ava, avaAgent } = await buildChatPair(ctx);
    await seedMessages(ctx, clara, ava, ['Budget approved: 500 euros', 'café crème']);
    assert.deepEqual(await search(avaAgent, `q=${encodeURIComponent("budget & !(x | 'y'):*")}`), []);
    assert.deepEqual(await search(avaAgent, `q=${encodeURIComponent('budget:* | 50')}`), ['Budget approved: 500 euros']);
    assert.deepEqual(await search(avaAgent, `q=${encodeURIComponent('!! ??')}`), []);
    assert.deepEqual(await search(avaAgent, `q=${encodeURIComponent('CAFÉ')}`), ['café crème']);
    const short = await avaAgent.get(`${MESSAGE_API}/search?q=a`);
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Type at least 2 characters to search.');
  });

  it('turns a query into at most 8 unique letter-and-digit prefix terms', () => {
    assert.deepEqual(searchTerms("Logo's <draft> & logo:* v2"), ['logo', 's', 'draft', 'v2']);
    assert.deepEqual(searchTerms('a b c d e f g h i j'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    assert.deepEqual(searchTerms('!!! ---'), []);
  });
});
