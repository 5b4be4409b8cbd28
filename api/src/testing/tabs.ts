import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SESSION_COOKIE_NAME, SOCKET_EVENTS } from '@freelane/shared/contracts';
import type { Agent } from './agent';
import type { TestContext } from './test-app';

/** Starts the app on a free loopback port (sockets need a real server) and returns its base URL. */
export async function listenOn(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    assert.ok(Date.now() - started < timeoutMs, `${what} within ${timeoutMs} ms`);
    await sleep(10);
  }
}

/** One open browser tab of a signed-in user: every event it received, in order. */
export interface Tab {
  socket: Socket;
  received: { event: string; payload: unknown }[];
  /** `getOnlineUsers` as it arrived on connecting: the user's contacts online then. */
  onlineAtConnect: string[];
  /** The payloads of one event so far. */
  events<T>(event: string): T[];
}

/** Every tab opened by a test file, to close them at the end. */
const opened: Socket[] = [];

/** Opens a socket with the agent's session cookie and waits until the server has settled it. */
export async function openTab(base: string, agent: Agent): Promise<Tab> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `${SESSION_COOKIE_NAME}=${agent.cookies.get(SESSION_COOKIE_NAME)}` },
  });
  opened.push(socket);
  const received: Tab['received'] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  // getOnlineUsers comes once the server has announced this tab's arrival to the contacts.
  const onlineAtConnect = await new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no getOnlineUsers within 5 s')), 5000);
    socket.once(SOCKET_EVENTS.onlineUsers, (ids: string[]) => {
      clearTimeout(timer);
      resolve(ids);
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return {
    socket,
    received,
    onlineAtConnect,
    events: <T>(event: string) => received.filter((entry) => entry.event === event).map((entry) => entry.payload as T),
  };
}

export function closeTabs(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}
