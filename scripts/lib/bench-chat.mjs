// Chat figures for `npm run bench` (ARCHITECTURE §9: delivery p99 ≤ 50 ms with 1,000 connected
// sockets). A fresh server with 500 client/freelancer pairs (one conversation each) and a session per
// user; 1,000 sockets connect; messages are sent over HTTP as the app sends them and timed from the
// request's start to the `newMessage` event at the RECIPIENT's socket. Load generator and server share
// this machine's cores, so the figures are conservative.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { io } from 'socket.io-client';
import { REPO_ROOT } from './paths.mjs';
import { percentile } from './bench-measures.mjs';

const SESSION_COOKIE = 'freelane_sid';
const CONNECT_BATCH = 100;

/** Seeds `dataDir` (an empty embedded database) and returns { users: [{ id, session }], pairs }. */
export function seedChatBench(dataDir, outFile, pairs) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'scripts', 'bench-seed-chat.ts'), dataDir, outFile, String(pairs)],
    { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`chat bench seed failed: ${result.stderr || result.stdout}`);
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

/** Resident memory of a process in bytes (Linux /proc). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectAll(baseUrl, users, onMessage) {
  const sockets = [];
  for (let start = 0; start < users.length; start += CONNECT_BATCH) {
    const batch = users.slice(start, start + CONNECT_BATCH).map(
      (user) =>
        new Promise((resolve, reject) => {
          const socket = io(baseUrl, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            extraHeaders: { cookie: `${SESSION_COOKIE}=${user.session}` },
          });
          socket.on('newMessage', (event) => onMessage(user.id, event));
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The CSRF cookie the API issues for a session (GET /health), sent back as cookie and header. */
async function csrfFor(baseUrl, user) {
  const response = await fetch(`${baseUrl}/api/v1/health`, { headers: { cookie: `${SESSION_COOKIE}=${user.session}` } });
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!token) throw new Error('no XSRF-TOKEN cookie from /api/v1/health');
  return token;
}

/**
 * Runs the chat figures against a server already started on the seeded data. Returns the numbers the
 * bench table prints.
 */
export async function chatFigures(baseUrl, serverPid, seeded, { rate = 100, seconds = 10, concurrency = 48 } = {}) {
  const { users, pairs } = seeded;
  const pending = new Map();
  const latencies = [];
  const onMessage = (receiverId, event) => {
    const sent = pending.get(event?.message?.clientMessageId);
    if (!sent || sent.to !== receiverId) return;
    pending.delete(event.message.clientMessageId);
    latencies.push(performance.now() - sent.at);
    sent.resolve();
  };

  const rssBefore = rssOf(serverPid);
  const sockets = await connectAll(baseUrl, users, onMessage);
  await sleep(2000);
  const memoryPerSocket = (rssOf(serverPid) - rssBefore) / sockets.length;

  const tokens = new Map();
  for (const user of users) tokens.set(user.id, await csrfFor(baseUrl, user));
  let errors = 0;
  let turn = 0;
  const sendOne = () => {
    const [a, b] = pairs[turn % pairs.length];
    const [from, to] = turn % 2 === 0 ? [users[a], users[b]] : [users[b], users[a]];
    turn += 1;
    const clientMessageId = randomUUID();
    const delivered = new Promise((resolve) => pending.set(clientMessageId, { at: performance.now(), to: to.id, resolve }));
    const token = tokens.get(from.id);
    return fetch(`${baseUrl}/api/v1/message/sendMessage/${to.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${from.session}; XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      body: JSON.stringify({ message: `bench message ${turn}`, clientMessageId }),
    }).then(
      async (response) => {
        if (!response.ok) {
          errors += 1;
          pending.delete(clientMessageId);
          return;
        }
        await Promise.race([delivered, sleep(5000)]);
      },
      () => {
        errors += 1;
        pending.delete(clientMessageId);
      },
    );
  };

  // 1. A steady rate: what a user feels at ordinary load.
  const steady = [];
  const started = performance.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    steady.push(sendOne());
  }
  await Promise.all(steady);
  const steadyLatencies = latencies.splice(0);

  // 2. As fast as `concurrency` senders in a closed loop can go: the sustained rate.
  const stopAt = performance.now() + seconds * 1000;
  const loopStarted = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) await sendOne();
    }),
  );
  const sustained = latencies.length / ((performance.now() - loopStarted) / 1000);
  const loadedLatencies = latencies.splice(0);

  for (const socket of sockets) socket.disconnect();
  return {
    sockets: sockets.length,
    conversations: pairs.length,
    memoryPerSocket,
    rate,
    steadyDelivered: steadyLatencies.length,
    steadyP50: percentile(sorted(steadyLatencies), 0.5),
    steadyP99: percentile(sorted(steadyLatencies), 0.99),
    sustained,
    loadedP50: percentile(sorted(loadedLatencies), 0.5),
    loadedP99: percentile(sorted(loadedLatencies), 0.99),
    errors,
    lost: pending.size,
  };
}
