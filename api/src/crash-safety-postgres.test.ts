import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { io as connect, type Socket } from 'socket.io-client';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SOCKET_EVENTS } from '@freelane/shared/contracts';
import { freePort, startServer } from '../../scripts/lib/server.mjs';
import { vapidEnv } from './push/vapid-keys';

/**
 * Crash safety and graceful restart (issue 14), on the real compiled server in its own process:
 * blog posts are written by an admin, many at once; the process is killed (-9) or stopped (SIGTERM)
 * while writes are in flight, started again on the same data, and every write that was
 * acknowledged must be there. On the embedded database always; on PostgreSQL when
 * TEST_DATABASE_URL is set (the API test runner starts a throwaway one when PostgreSQL is installed).
 */
const WRITES = 24;
const ADMIN = { email: 'crash.admin@example.test', password: 'Crash-Safety-Admin-2026' };
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `freelane-${name}-`));
  folders.push(dir);
  return dir;
};
after(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let built = false;
async function start(env: Record<string, string>) {
  const server = await startServer({
    env: {
      ...env,
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'crash-safety-session-secret-0123456789abcdef',
      ...vapidEnv(),
      LOG_LEVEL: 'error',
    },
    port: await freePort(),
    stdio: 'ignore',
    build: !built,
  });
  built = true;
  return server;
}

/** A signed-in admin: the session and CSRF cookies, and the CSRF header every write needs. */
async function signIn(baseUrl: string) {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
  };
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    [CSRF_HEADER_NAME]: jar.get(CSRF_COOKIE_NAME) ?? '',
  });
  keep(await fetch(`${baseUrl}/api/v1/health`));
  const login = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(ADMIN),
  });
  assert.equal(login.status, 200, await login.text());
  keep(login);
  return headers;
}

/** An open tab's socket, with the session cookie; resolves once the server has settled it. */
async function openSocket(baseUrl: string, cookie: string): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not accepted within 5 s')), 5000);
    socket.once(SOCKET_EVENTS.onlineUsers, () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  return socket;
}

type Outcome = { title: string; status: number | 'no answer' };

/** Starts WRITES posts at once; `whenAcknowledged(n)` fires after the n-th 201. */
function writeMany(
  baseUrl: string,
  headers: () => Record<string, string>,
  prefix: string,
  onAck: (acks: number) => void,
) {
  let acks = 0;
  return Promise.all(
    Array.from({ length: WRITES }, async (_, index): Promise<Outcome> => {
      const title = `${prefix}-${index}`;
      try {
        const response = await fetch(`${baseUrl}/api/v1/blog/createBlog`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({
            title,
            description: 'Written while the server goes down.',
            content: [{ subheading: 'Body', text: 'Every acknowledged post must survive.' }],
          }),
        });
        await response.text();
        if (response.status === 201) onAck((acks += 1));
        return { title, status: response.status };
      } catch {
        return { title, status: 'no answer' };
      }
    }),
  );
}

async function storedTitles(baseUrl: string, prefix: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/api/v1/blog/getAllBlog?keyword=${prefix}`);
  assert.equal(response.status, 200);
  const { blog } = (await response.json()) as { blog: { title: string }[] };
  return new Set(blog.map((post) => post.title));
}

function checkDatabase(name: string, env: () => Record<string, string> | undefined) {
  describe(`crash safety on ${name}`, { skip: env() ? false : 'TEST_DATABASE_URL not set' }, () => {
    it('keeps every acknowledged write when the process is killed (-9) mid-write', async () => {
      const settings = env()!;
      let server = await start(settings);
      try {
        const headers = await signIn(server.baseUrl);
        const killAt = 4;
        const outcomes = await writeMany(server.baseUrl, headers, 'crash', (acks) => {
          if (acks === killAt) process.kill(-server.child.pid!, 'SIGKILL');
        });
        const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.title);
        assert.ok(acknowledged.length >= killAt, JSON.stringify(outcomes));
        await server.stop();

        server = await start(settings);
        const stored = await storedTitles(server.baseUrl, 'crash');
        const lost = acknowledged.filter((title) => !stored.has(title));
        assert.deepEqual(lost, [], `acknowledged but lost after kill -9: ${lost.join(', ')}`);
      } finally {
        await server.stop();
      }
    });

    it('finishes in-flight writes on SIGTERM, refuses new ones cleanly, loses nothing, and closes sockets with the reconnect hint', async () => {
      const settings = env()!;
      let server = await start(settings);
      try {
        const headers = await signIn(server.baseUrl);
        // An open tab: the server must close it with the reason the browser takes as "reconnect".
        const tab = await openSocket(server.baseUrl, headers().cookie);
        const closedBecause = new Promise<string>((resolve) => tab.once('disconnect', resolve));
        const outcomes = await writeMany(server.baseUrl, headers, 'graceful', (acks) => {
          if (acks === 1) process.kill(-server.child.pid!, 'SIGTERM');
        });
        const statuses = new Set(outcomes.map((outcome) => outcome.status));
        for (const status of statuses) {
          assert.ok([201, 503, 'no answer'].includes(status), `unexpected answer during shutdown: ${status}`);
        }
        const exit = await new Promise<number | null>((resolve) => {
          if (server.child.exitCode !== null) resolve(server.child.exitCode);
          else server.child.once('exit', (code: number | null) => resolve(code));
        });
        assert.equal(exit, 0, 'a clean exit within the grace period');
        // 'io server disconnect' is the hint the app's socket provider reopens on (a network drop
        // reconnects by itself); anything else would leave the tab offline after a restart.
        assert.equal(await closedBecause, 'io server disconnect');

        server = await start(settings);
        // The session outlives the process: the tab reconnects with the same cookie, no new sign-in.
        (await openSocket(server.baseUrl, headers().cookie)).disconnect();
        const stored = await storedTitles(server.baseUrl, 'graceful');
        const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.title);
        assert.deepEqual(
          acknowledged.filter((title) => !stored.has(title)),
          [],
          'every write answered 201 is stored',
        );
      } finally {
        await server.stop();
      }
    });
  });
}

checkDatabase('the embedded database (PGlite)', () => ({
  DATA_DIR: tempDir('crash-pglite'),
  DEPLOY_DIR: tempDir('crash-deploy'),
}));
const pgDataDir = tempDir('crash-pg');
checkDatabase('PostgreSQL', () =>
  process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATA_DIR: pgDataDir, DEPLOY_DIR: tempDir('crash-deploy') }
    : undefined,
);
