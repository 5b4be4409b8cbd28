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

/**
 * The soak of `npm run bench` (issue 14): every seeded user connected (1,000 sockets), then `rate`
 * mixed API requests a second for `seconds`: half are chat sends (each timed to the recipient's
 * socket), half the reads every page makes (unread notifications and messages). With several
 * `servers` (API processes on one PostgreSQL) sockets and requests are dealt round-robin, so a
 * message is mostly sent through one process and delivered by another. Memory is sampled every
 * 5 s per process; "growth" is the last sample minus the one after the first 10 s (warm-up).
 * @param {{ baseUrl: string, pid: number }[]} servers
 */
export async function soakFigures(servers, seeded, { rate = 200, seconds = 60 } = {}) {
  const { users, pairs } = seeded;
  const pending = new Map();
  const onMessage = (receiverId, event) => {
    const sent = pending.get(event?.message?.clientMessageId);
    if (!sent || sent.to !== receiverId) return;
    pending.delete(event.message.clientMessageId);
    sent.resolve();
  };
  const sockets = [];
  for (const [index, server] of servers.entries()) {
    const mine = users.filter((_, n) => n % servers.length === index);
    sockets.push(...(await connectAll(server.baseUrl, mine, onMessage)));
  }
  const tokens = new Map();
  for (const user of users) tokens.set(user.id, await csrfFor(servers[0].baseUrl, user));

  const samples = servers.map(() => []);
  const sampler = setInterval(() => servers.forEach((server, n) => samples[n].push(rssOf(server.pid))), 5000);
  let errors = 0;
  let requests = 0;
  let turn = 0;
  // Why requests failed (status code or error name), so a red soak row says what to look at.
  const failures = {};
  // And when (whole seconds into the run), to tell a cold start from a stall or a steady overload.
  const failedAt = {};
  let started = performance.now(); // reset when the load starts
  const fail = (reason) => {
    errors += 1;
    failures[reason] = (failures[reason] ?? 0) + 1;
    const second = Math.floor((performance.now() - started) / 1000);
    failedAt[second] = (failedAt[second] ?? 0) + 1;
  };
  const headersOf = (user) => {
    const token = tokens.get(user.id);
    return { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${user.session}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
  };
  const one = async () => {
    const n = turn;
    turn += 1;
    requests += 1;
    const server = servers[n % servers.length];
    const [a, b] = pairs[Math.floor(n / 2) % pairs.length];
    try {
      if (n % 2 === 0) {
        const [from, to] = n % 4 === 0 ? [users[a], users[b]] : [users[b], users[a]];
        const clientMessageId = randomUUID();
        const delivered = new Promise((resolve) => pending.set(clientMessageId, { to: to.id, resolve }));
        const response = await fetch(`${server.baseUrl}/api/v1/message/sendMessage/${to.id}`, {
          method: 'POST',
          headers: headersOf(from),
          body: JSON.stringify({ message: `soak ${n}`, clientMessageId }),
        });
        await response.arrayBuffer();
        if (!response.ok) {
          fail(response.status);
          pending.delete(clientMessageId);
          return;
        }
        await Promise.race([delivered, sleep(5000)]);
      } else {
        const reader = users[(n * 7) % users.length];
        const url = n % 4 === 1 ? '/api/v1/notification/getUnreadNotifications' : '/api/v1/message/unreadCount';
        const response = await fetch(`${server.baseUrl}${url}`, { headers: headersOf(reader) });
        await response.arrayBuffer();
        if (!response.ok) fail(response.status);
      }
    } catch (error) {
      fail(error?.cause?.code ?? error?.name ?? 'error');
    }
  };
  const inFlight = [];
  started = performance.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(one());
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  for (const socket of sockets) socket.disconnect();
  const growth = samples.map((series) => (series.length > 2 ? series.at(-1) - series[1] : NaN));
  return {
    processes: servers.length,
    sockets: sockets.length,
    requests,
    achievedRate: requests / ((performance.now() - started) / 1000),
    errors,
    failures,
    failedAt,
    lost: pending.size,
    memoryGrowth: growth,
    memoryEnd: samples.map((series) => series.at(-1)),
    memorySamples: samples,
  };
}
