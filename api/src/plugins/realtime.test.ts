import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { notificationSchema, SOCKET_EVENTS, type Notification, type PresenceEvent, type TypingEvent } from '@freelane/shared/contracts';
import { notifyUser } from '../commands/notify-user';
import { dataOf, roomOf } from '../realtime/presence';
import { Agent } from '../testing/agent';
import { buildClient, buildFreelancer, buildUser, signIn, type BuiltUser } from '../testing/factories';
import { closeTabs, listenOn, openTab, sleep, until, type Tab } from '../testing/tabs';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

before(async () => {
  ctx = await buildTestApp();
  url = await listenOn(ctx);
});
after(async () => {
  for (const socket of sockets) socket.disconnect();
  closeTabs();
  await ctx.close();
});

/** A raw socket (for handshakes that must fail). */
function open(cookie?: string): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

const presenceOf = (tab: Tab, userId: string) =>
  tab
    .events<PresenceEvent>(SOCKET_EVENTS.presence)
    .filter((event) => event.userId === userId)
    .map((event) => event.online);
const typingOf = (tab: Tab) => tab.events<TypingEvent>(SOCKET_EVENTS.typing);

/** A client and a freelancer who both take part in a conversation (Clara wrote, Ava replied), both signed in. */
async function contacts(context = ctx) {
  const clara = await buildClient(context);
  const ava = await buildFreelancer(context);
  const claraAgent = await signIn(context, clara);
  const avaAgent = await signIn(context, ava);
  const sent = await claraAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'Hello Ava' });
  assert.equal(sent.statusCode, 200, sent.body);
  const reply = await avaAgent.post(`/api/v1/message/sendMessage/${clara.user.id}`, { message: 'Hello Clara' });
  assert.equal(reply.statusCode, 200, reply.body);
  return { clara, ava, claraAgent, avaAgent };
}

async function stranger(context = ctx): Promise<{ user: BuiltUser['user']; agent: Agent }> {
  const built = await buildUser(context, { role: 'freelancer', fullName: 'Sam Stranger' });
  return { user: built.user, agent: await signIn(context, built) };
}

describe('socket.io', () => {
  it('refuses a handshake without a session cookie', async () => {
    const error = await once<Error>(open(), 'connect_error');
    assert.match(error.message, /Unauthorized/);
    const forged = await once<Error>(open('freelane_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 'connect_error');
    assert.match(forged.message, /Unauthorized/);
  });

  it('connects with the session cookie and delivers to the user room', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const tab = await openTab(url, agent);
    assert.deepEqual(tab.onlineAtConnect, [], 'someone without conversations has no contacts online');
    const sockets = await ctx.app.realtime.io.in(roomOf(person.user.id)).fetchSockets();
    assert.deepEqual(sockets.map((socket) => dataOf(socket).userId), [person.user.id]);

    const sender = await buildUser(ctx, { fullName: 'Sam Sender' });
    const delivered = once<Notification>(tab.socket, 'notification');
    const stored = await notifyUser(ctx.app, {
      userId: person.user.id,
      senderId: sender.user.id,
      message: 'You have a new proposal',
      category: 'Proposals',
      type: 'proposal',
    });
    const pushed = await delivered;
    assert.deepEqual(pushed, stored);
    assert.deepEqual(pushed.sendersDetail, { fullName: 'Sam Sender', profile: { profilePhoto: null }, isStaff: false });
    assert.equal(notificationSchema.safeParse(pushed).success, true);
  });

  it('tells a connecting tab which of its chat contacts are online, and nobody else', async () => {
    const { ava, claraAgent, avaAgent } = await contacts();
    const sam = await stranger();
    await openTab(url, avaAgent);
    await openTab(url, sam.agent);
    const claraTab = await openTab(url, claraAgent);
    assert.deepEqual(claraTab.onlineAtConnect, [ava.user.id]);
  });

  it('sends a contact the online and offline changes of one user, and a stranger nothing', async () => {
    const { clara, claraAgent, avaAgent } = await contacts();
    const sam = await stranger();
    const avaTab = await openTab(url, avaAgent);
    const samTab = await openTab(url, sam.agent);

    const laptop = await openTab(url, claraAgent);
    await until(() => presenceOf(avaTab, clara.user.id).length === 1, 'Ava sees Clara come online');
    assert.deepEqual(presenceOf(avaTab, clara.user.id), [true]);

    // A second tab is not a change, and neither is closing one of two.
    const phone = await openTab(url, claraAgent);
    phone.socket.disconnect();
    await sleep(150);
    assert.deepEqual(presenceOf(avaTab, clara.user.id), [true]);

    laptop.socket.disconnect();
    await until(() => presenceOf(avaTab, clara.user.id).length === 2, 'Ava sees Clara go offline');
    assert.deepEqual(presenceOf(avaTab, clara.user.id), [true, false]);
    await sleep(100);
    assert.deepEqual(presenceOf(samTab, clara.user.id), [], 'a stranger never learns whether Clara is online');
  });

  it('shares nothing for an unanswered message; introduces the two the moment a reply makes both take part', async () => {
    const clara = await buildClient(ctx);
    const ava = await buildFreelancer(ctx);
    const claraAgent = await signIn(ctx, clara);
    const claraTab = await openTab(url, claraAgent);
    const avaAgent = await signIn(ctx, ava);
    const avaTab = await openTab(url, avaAgent);
    assert.deepEqual(avaTab.onlineAtConnect, []);
    const sent = await claraAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'Nice portfolio!' });
    assert.equal(sent.statusCode, 200, sent.body);
    await sleep(150);
    assert.deepEqual(presenceOf(claraTab, ava.user.id), [], 'an unsolicited message shows the sender nothing');
    assert.deepEqual(presenceOf(avaTab, clara.user.id), []);
    assert.deepEqual((await openTab(url, claraAgent)).onlineAtConnect, [], 'nor on connecting');

    const reply = await avaAgent.post(`/api/v1/message/sendMessage/${clara.user.id}`, { message: 'Thank you!' });
    assert.equal(reply.statusCode, 200, reply.body);
    await until(() => presenceOf(avaTab, clara.user.id).length === 1, 'Ava learns Clara is online');
    await until(() => presenceOf(claraTab, ava.user.id).length === 1, 'Clara learns Ava is online');
  });

  it('stops presence both ways when either deletes the conversation, until they write in it again', async () => {
    const { clara, ava, claraAgent, avaAgent } = await contacts();
    const claraTab = await openTab(url, claraAgent);
    const avaTab = await openTab(url, avaAgent);
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === true, 'Clara sees Ava online');

    assert.equal((await avaAgent.delete(`/api/v1/message/deleteConversation/${clara.user.id}`)).statusCode, 200);
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === false, 'Clara sees Ava offline');
    await until(() => presenceOf(avaTab, clara.user.id).at(-1) === false, 'Ava sees Clara offline');
    // Clara writing again does not bring it back: Ava no longer takes part.
    await claraAgent.post(`/api/v1/message/sendMessage/${ava.user.id}`, { message: 'Are you there?' });
    await sleep(150);
    assert.equal(presenceOf(claraTab, ava.user.id).at(-1), false);
    assert.deepEqual((await openTab(url, claraAgent)).onlineAtConnect, []);
    assert.deepEqual((await openTab(url, avaAgent)).onlineAtConnect, []);

    await avaAgent.post(`/api/v1/message/sendMessage/${clara.user.id}`, { message: 'Back again' });
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === true, 'Ava writing again shares presence again');
  });

  it('"Show when I\'m online" off hides the person from every contact, and the contacts from them', async () => {
    const { clara, ava, claraAgent, avaAgent } = await contacts();
    assert.deepEqual((await avaAgent.get('/api/v1/message/settings')).json().settings, {
      sendReadReceipts: true,
      showOnline: true,
    });
    const claraTab = await openTab(url, claraAgent);
    const avaTab = await openTab(url, avaAgent);
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === true, 'Clara sees Ava online');

    const off = await avaAgent.put('/api/v1/message/settings', { showOnline: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(off.json().settings, { sendReadReceipts: true, showOnline: false });
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === false, 'Clara sees Ava offline at once');
    await until(() => presenceOf(avaTab, clara.user.id).at(-1) === false, 'and Ava no longer sees Clara');
    assert.deepEqual((await openTab(url, claraAgent)).onlineAtConnect, []);
    assert.deepEqual((await openTab(url, avaAgent)).onlineAtConnect, []);
    const before = presenceOf(claraTab, ava.user.id).length;
    (await openTab(url, avaAgent)).socket.disconnect();
    await sleep(150);
    assert.equal(presenceOf(claraTab, ava.user.id).length, before, 'her comings and goings are not told');

    assert.equal((await avaAgent.put('/api/v1/message/settings', { showOnline: true })).statusCode, 200);
    await until(() => presenceOf(claraTab, ava.user.id).at(-1) === true, 'shown again');
    await until(() => presenceOf(avaTab, clara.user.id).at(-1) === true, 'and sees Clara again');
    assert.equal((await avaAgent.put('/api/v1/message/settings', {})).statusCode, 400);
  });

  it('does not flicker offline while a page reloads within the grace period', async () => {
    const slow = await buildTestApp({ config: { presenceGraceMs: 400 } });
    try {
      const base = await listenOn(slow);
      const { clara, claraAgent, avaAgent } = await contacts(slow);
      const avaTab = await openTab(base, avaAgent);
      const first = await openTab(base, claraAgent);
      await until(() => presenceOf(avaTab, clara.user.id).length === 1, 'online');
      first.socket.disconnect();
      const reloaded = await openTab(base, claraAgent);
      await sleep(600);
      assert.deepEqual(presenceOf(avaTab, clara.user.id), [true], 'a reload is not an offline change');
      reloaded.socket.disconnect();
      await sleep(150);
      assert.deepEqual(presenceOf(avaTab, clara.user.id), [true], 'still online inside the grace period');
      await until(() => presenceOf(avaTab, clara.user.id).length === 2, 'offline after the grace period');
      assert.deepEqual(presenceOf(avaTab, clara.user.id), [true, false]);
    } finally {
      await slow.close();
    }
  });

  it('relays typing to a contact only, validated and throttled, and stops it when the tab closes', async () => {
    const { clara, ava, claraAgent, avaAgent } = await contacts();
    const sam = await stranger();
    const avaTab = await openTab(url, avaAgent);
    const samTab = await openTab(url, sam.agent);
    const claraTab = await openTab(url, claraAgent);

    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: sam.user.id, isTyping: true });
    await sleep(550);
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: 'not-a-uuid', isTyping: true });
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: ava.user.id, isTyping: 'yes' });
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: ava.user.id, isTyping: true });
    await until(() => typingOf(avaTab).length === 1, 'Ava sees Clara typing');
    assert.deepEqual(typingOf(avaTab), [{ userId: clara.user.id, isTyping: true }]);

    // Signals closer than 500 ms are dropped; an explicit stop always gets through.
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: ava.user.id, isTyping: true });
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: ava.user.id, isTyping: false });
    await until(() => typingOf(avaTab).length === 2, 'the stop');
    assert.deepEqual(typingOf(avaTab)[1], { userId: clara.user.id, isTyping: false });

    await sleep(550);
    claraTab.socket.emit(SOCKET_EVENTS.typing, { toUserId: ava.user.id, isTyping: true });
    await until(() => typingOf(avaTab).length === 3, 'typing again');
    claraTab.socket.disconnect();
    await until(() => typingOf(avaTab).length === 4, 'a closed tab stops typing');
    assert.deepEqual(typingOf(avaTab)[3], { userId: clara.user.id, isTyping: false });
    assert.deepEqual(typingOf(samTab), [], 'someone Clara has no conversation with never sees her typing');
    assert.deepEqual(typingOf(claraTab), [], 'typing is never echoed to the sender');
  });

  it('refuses a revoked session', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const cookie = `freelane_sid=${agent.cookies.get('freelane_sid')}`;
    await agent.post('/api/v1/user/logout');
    const error = await once<Error>(open(cookie), 'connect_error');
    assert.match(error.message, /Unauthorized/);
  });

  it('closes the sockets of sessions a password change ends, keeping the caller', async () => {
    const person = await buildUser(ctx);
    const laptop = await signIn(ctx, person);
    const phone = await signIn(ctx, person);
    const laptopSocket = open(`freelane_sid=${laptop.cookies.get('freelane_sid')}`);
    const phoneSocket = open(`freelane_sid=${phone.cookies.get('freelane_sid')}`);
    await Promise.all([once(laptopSocket, 'connect'), once(phoneSocket, 'connect')]);

    const closed = once<string>(phoneSocket, 'disconnect');
    const changed = await laptop.post('/api/v1/user/changePassword', {
      currentPassword: person.password,
      password: 'Freshly-Changed-Pass-31',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await closed, 'io server disconnect');
    assert.equal(laptopSocket.connected, true);
    // Its socket moved to the caller's fresh session, so the periodic re-check keeps it too.
    await ctx.app.realtime.recheckSessions();
    await sleep(50);
    assert.equal(laptopSocket.connected, true);

    // A reset ends every session, so every socket closes.
    const laptopClosed = once<string>(laptopSocket, 'disconnect');
    const forgot = await new Agent(ctx).post('/api/v1/user/forget-password', { email: person.email });
    assert.equal(forgot.statusCode, 200);
    await ctx.outbox.waitFor(person.email);
    const token = ctx.outbox.resetToken(person.email);
    const reset = await new Agent(ctx).post(
      '/api/v1/user/recover-password',
      { password: 'Reset-After-Change-77' },
      { headers: { authorization: `Bearer ${token}` } },
    );
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal(await laptopClosed, 'io server disconnect');
  });

  it("closes a session's sockets when it logs out, and only that session's", async () => {
    const person = await buildUser(ctx);
    const laptop = await signIn(ctx, person);
    const phone = await signIn(ctx, person);
    const laptopSocket = open(`freelane_sid=${laptop.cookies.get('freelane_sid')}`);
    const phoneSocket = open(`freelane_sid=${phone.cookies.get('freelane_sid')}`);
    await Promise.all([once(laptopSocket, 'connect'), once(phoneSocket, 'connect')]);

    const closed = once<string>(laptopSocket, 'disconnect');
    // Through the session's room: no process is asked for the list of all its sockets.
    const { io } = ctx.app.realtime;
    const listAll = io.fetchSockets;
    io.fetchSockets = () => Promise.reject(new Error('every socket was listed to close one session'));
    try {
      assert.equal((await laptop.post('/api/v1/user/logout')).statusCode, 200);
    } finally {
      io.fetchSockets = listAll;
    }
    assert.equal(await closed, 'io server disconnect');
    await sleep(50);
    assert.equal(phoneSocket.connected, true, 'the other device stays connected');
  });

  it('closes, at the periodic re-check, a socket whose session ended without it being told', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const socket = open(`freelane_sid=${agent.cookies.get('freelane_sid')}`);
    await once(socket, 'connect');
    // Revoked behind the socket's back (as expiry does): nothing closes it until the re-check.
    await ctx.app.repos.sessions.revokeAllForUser(person.user.id);
    await sleep(50);
    assert.equal(socket.connected, true);
    const closed = once<string>(socket, 'disconnect');
    await ctx.app.realtime.recheckSessions();
    assert.equal(await closed, 'io server disconnect');
  });

  it("closes the previous user's sockets when someone else signs in on the same browser", async () => {
    const first = await buildUser(ctx);
    const second = await buildUser(ctx);
    const browser = await signIn(ctx, first);
    const socket = open(`freelane_sid=${browser.cookies.get('freelane_sid')}`);
    await once(socket, 'connect');
    const closed = once<string>(socket, 'disconnect');
    browser.ownEmail = second.email; // the same browser, now answered as the second account
    const login = await browser.post('/api/v1/user/login', { email: second.email, password: second.password });
    assert.equal(login.statusCode, 200, login.body);
    assert.equal(await closed, 'io server disconnect');
  });
});
