import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SOCKET_EVENTS, type ChatMessage, type NewMessageEvent, type PresenceEvent } from '@freelane/shared/contracts';
import { buildChatPair, MESSAGE_API } from '../testing/chat-fixtures';
import { notifyUser } from '../commands/notify-user';
import { dataOf, roomOf } from '../realtime/presence';
import { Agent } from '../testing/agent';
import { buildUser, jobInput, signIn } from '../testing/factories';
import { closeTabs, listenOn, openTab, until } from '../testing/tabs';
import type { TestContext } from '../testing/test-app';
import { twoProcesses } from '../testing/two-processes';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api
// (the database is wiped). Two app instances stand in for two API processes.
const url = process.env.TEST_DATABASE_URL;
let a: TestContext;
let b: TestContext;
let urlA: string;
let urlB: string;

describe('several API processes on one PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    [a, b] = await twoProcesses(url as string);
    [urlA, urlB] = [await listenOn(a), await listenOn(b)];
  });
  after(async () => {
    closeTabs();
    await a?.close();
    await b?.close();
  });

  it('reserves login attempts across processes: 60 wrong passwords at once over both get 20 judged (issue 34)', async () => {
    const target = await buildUser(a);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        new Agent(n % 2 === 0 ? a : b)
          .post('/api/v1/user/login', { email: target.email, password: `Wrong-Guess-${n}` })
          .then((response) => response.statusCode),
      ),
    );
    assert.equal(statuses.filter((status) => status === 401).length, 20, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 40);
    const right = await new Agent(b, target.email).post('/api/v1/user/login', { email: target.email, password: target.password });
    assert.equal(right.statusCode, 429, 'paused on every process');
  });

  it('counts one rate limit across processes: requests spread over both still meet it', async () => {
    const viaA = new Agent(a);
    const viaB = new Agent(b);
    // One client address, its requests load-balanced over the two processes.
    (viaB as { remoteAddress: string }).remoteAddress = viaA.remoteAddress;
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const agent = n % 2 === 0 ? viaA : viaB;
      statuses.push((await agent.post('/api/v1/user/userToUpdate', { email: `reader${n}@example.test` })).statusCode);
    }
    // The newsletter allows 10 per address in 10 minutes; counted per process, neither would reach it.
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
  });

  it('shares sessions and room events between processes', async () => {
    const ann = await buildUser(a);
    const bob = await buildUser(a);
    const annTab = await openTab(urlA, await signIn(a, ann));
    await openTab(urlB, await signIn(b, bob));
    assert.deepEqual(annTab.onlineAtConnect, [], 'strangers do not learn about each other');
    const seen = await a.app.realtime.io.in(roomOf(bob.user.id)).fetchSockets();
    assert.deepEqual(seen.map((socket) => dataOf(socket).userId), [bob.user.id], 'a sees the socket on b');

    b.app.realtime.emitToUser(ann.user.id, 'notification', { hello: 'from b' });
    await until(() => annTab.events('notification').length === 1, 'the event from b');
    assert.deepEqual(annTab.events('notification'), [{ hello: 'from b' }]);
  });

  it('delivers a message sent through one process to the recipient connected to the other, with its seq', async () => {
    const { clara, ava, claraAgent } = await buildChatPair(a);
    const avaAgent = await signIn(b, ava);
    const avaTab = await openTab(urlB, avaAgent);
    const claraTab = await openTab(urlA, claraAgent);

    const sent = await claraAgent.post(`${MESSAGE_API}/sendMessage/${ava.user.id}`, { message: 'Sent through A' });
    assert.equal(sent.statusCode, 200, sent.body);
    const stored = sent.json().newMessage as ChatMessage;
    await until(() => avaTab.events(SOCKET_EVENTS.newMessage).length === 1, 'newMessage on b');
    const [event] = avaTab.events<NewMessageEvent>(SOCKET_EVENTS.newMessage);
    assert.deepEqual(event, { message: stored, senderId: clara.user.id });
    assert.equal(event.message.seq, 1);

    // A reply through B reaches Clara on A, next in the one order.
    const reply = await avaAgent.post(`${MESSAGE_API}/sendMessage/${clara.user.id}`, { message: 'Answered through B' });
    assert.equal(reply.statusCode, 200, reply.body);
    await until(() => claraTab.events(SOCKET_EVENTS.newMessage).length === 2, 'the reply on a');
    assert.equal(claraTab.events<NewMessageEvent>(SOCKET_EVENTS.newMessage)[1].message.seq, 2);
  });

  it('sends presence changes across processes, to contacts only', async () => {
    const { clara, ava, claraAgent, avaAgent } = await buildChatPair(a);
    assert.equal((await claraAgent.post(`${MESSAGE_API}/sendMessage/${ava.user.id}`, { message: 'Hello' })).statusCode, 200);
    // Both take part: presence is shared only then (issue 28).
    assert.equal((await avaAgent.post(`${MESSAGE_API}/sendMessage/${clara.user.id}`, { message: 'Hi' })).statusCode, 200);
    const sam = await buildUser(a, { role: 'client' });
    const claraTab = await openTab(urlA, claraAgent);
    const samTab = await openTab(urlA, await signIn(a, sam));

    const avaTab = await openTab(urlB, await signIn(b, ava));
    assert.deepEqual(avaTab.onlineAtConnect, [clara.user.id], 'her contact on the other process');
    const presence = () => claraTab.events<PresenceEvent>(SOCKET_EVENTS.presence).filter((e) => e.userId === ava.user.id);
    await until(() => presence().length === 1, 'online on a');
    avaTab.socket.disconnect();
    await until(() => presence().length === 2, 'offline on a');
    assert.deepEqual(
      presence().map((e) => e.online),
      [true, false],
    );
    assert.deepEqual(samTab.events(SOCKET_EVENTS.presence), [], 'a stranger learns nothing');
  });

  it('drops cached reads in the other process when one process writes', async () => {
    // Polls a request until it answers as expected (the other process hears of the write through NOTIFY).
    const eventually = async (read: () => Promise<boolean>, what: string) => {
      const started = Date.now();
      while (!(await read())) {
        assert.ok(Date.now() - started < 5000, `${what} within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const owner = await buildUser(a, { role: 'client' });
    const finder = await buildUser(a, { role: 'freelancer' });
    const ownerOnA = await signIn(a, owner);
    const finderOnA = await signIn(a, finder);
    const finderOnB = new Agent(b); // the same browser, its requests landing on the other process
    for (const [name, value] of finderOnA.cookies) finderOnB.cookies.set(name, value);
    const titles = async () =>
      ((await finderOnB.get('/api/v1/job/getAllJobs?search=Cluster')).json().jobs as { title: string }[]).map((j) => j.title);
    assert.deepEqual(await titles(), [], 'read (and cached) on b');

    const posted = await ownerOnA.post('/api/v1/job/postJob', jobInput(a, { title: 'Cluster-wide job' }));
    assert.equal(posted.statusCode, 201, posted.body);
    await eventually(async () => (await titles()).includes('Cluster-wide job'), 'the new job on b');

    const bell = async () => (await finderOnB.get('/api/v1/notification/getUnreadNotifications')).json().notifications.length;
    assert.equal(await bell(), 0);
    await notifyUser(a.app, { userId: finder.user.id, senderId: null, category: 'Job', type: 'test', message: 'Hello from a', link: null });
    await eventually(async () => (await bell()) === 1, 'the notification in the bell on b');

    // The session, cached on b, ends everywhere with a logout on a.
    assert.equal((await finderOnA.post('/api/v1/user/logout')).statusCode, 200);
    await eventually(async () => (await finderOnB.get('/api/v1/job/getAllJobs')).statusCode === 401, 'signed out on b');
  });
});
