import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { buildUser, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api
// (the database is wiped). Two app instances stand in for two API processes.
const url = process.env.TEST_DATABASE_URL;
let a: TestContext;
let b: TestContext;
const sockets: Socket[] = [];

const listen = async (ctx: TestContext) => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
};
const once = <T>(socket: Socket, event: string, accept: (value: T) => boolean = () => true) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    const handler = (value: T) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });

describe('several API processes on one PostgreSQL', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    const wipe = await buildTestApp({ config: { databaseUrl: url } });
    await wipe.app.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
    await wipe.close();
    // Both start (and migrate) at once: the advisory lock serialises the migrations.
    [a, b] = await Promise.all([
      buildTestApp({ config: { databaseUrl: url } }),
      buildTestApp({ config: { databaseUrl: url } }),
    ]);
    b.emails = a.emails;
    b.secrets = a.secrets;
  });
  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await a?.close();
    await b?.close();
  });

  it('shares sessions, presence and room events between processes', async () => {
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const ann = await buildUser(a);
    const bob = await buildUser(a);
    const annAgent = await signIn(a, ann);
    const bobAgent = await signIn(b, bob);
    const open = (base: string, cookie: string) => {
      const socket = connect(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
      sockets.push(socket);
      return socket;
    };

    const annSocket = open(urlA, `freelane_sid=${annAgent.cookies.get('freelane_sid')}`);
    await once(annSocket, 'getOnlineUsers');
    const both = once<string[]>(annSocket, 'getOnlineUsers', (ids) => ids.includes(bob.user.id));
    open(urlB, `freelane_sid=${bobAgent.cookies.get('freelane_sid')}`);
    assert.deepEqual((await both).sort(), [ann.user.id, bob.user.id].sort());

    const pushed = once<{ hello: string }>(annSocket, 'notification');
    b.app.realtime.emitToUser(ann.user.id, 'notification', { hello: 'from b' });
    assert.deepEqual(await pushed, { hello: 'from b' });
  });
});
