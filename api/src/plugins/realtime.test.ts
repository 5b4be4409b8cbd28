import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { notificationSchema, type Notification } from '@freelane/shared/contracts';
import { notifyUser } from '../commands/notify-user';
import { Agent } from '../testing/agent';
import { buildUser, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

before(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
after(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx.close();
});

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

describe('socket.io', () => {
  it('refuses a handshake without a session cookie', async () => {
    const error = await once<Error>(open(), 'connect_error');
    assert.match(error.message, /Unauthorized/);
    const forged = await once<Error>(open('freelane_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 'connect_error');
    assert.match(forged.message, /Unauthorized/);
  });

  it('connects with the session cookie, broadcasts online users and delivers to the user room', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const socket = open(`freelane_sid=${agent.cookies.get('freelane_sid')}`);
    const online = await once<string[]>(socket, 'getOnlineUsers');
    assert.ok(online.includes(person.user.id), 'the new user is listed as online');
    assert.deepEqual(await ctx.app.realtime.onlineUserIds(), [person.user.id]);

    const sender = await buildUser(ctx, { fullName: 'Sam Sender' });
    const delivered = once<Notification>(socket, 'notification');
    const stored = await notifyUser(ctx.app, {
      userId: person.user.id,
      senderId: sender.user.id,
      message: 'You have a new proposal',
      category: 'Proposals',
      type: 'proposal',
    });
    const pushed = await delivered;
    assert.deepEqual(pushed, stored);
    assert.deepEqual(pushed.sendersDetail, { fullName: 'Sam Sender', profile: { profilePhoto: null } });
    assert.equal(notificationSchema.safeParse(pushed).success, true);

    const other = await buildUser(ctx);
    const otherAgent = await signIn(ctx, other);
    const update = once<string[]>(socket, 'getOnlineUsers');
    const otherSocket = open(`freelane_sid=${otherAgent.cookies.get('freelane_sid')}`);
    assert.deepEqual((await update).sort(), [person.user.id, other.user.id].sort());

    const left = once<string[]>(socket, 'getOnlineUsers');
    otherSocket.disconnect();
    assert.deepEqual(await left, [person.user.id]);
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
});
