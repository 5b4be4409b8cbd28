// Run as a process of its own (`node --import tsx src/testing/peer-process.ts`) by the peer tests:
// another API process as the others see it over PostgreSQL (the socket adapter of
// realtime/peer-adapter.ts answering read-cache invalidations), small enough to start in a second
// and to be killed with SIGKILL. DATABASE_URL says where; SERVING=0 keeps it "starting" (not
// answering) until it reads `serve` on stdin; ANSWER_DELAY_MS delays its first answer. It prints `id <adapter id>`, `serving`, `peers <ids>` when the set it
// waits for changes, `link lost|back missed|late` when its read cache's trust changes (peer-adapter.ts), and
// `heardAt <epoch ms> <payload>` then `heard <payload>` for each invalidation.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import { poolConfig, resilientPool } from '../db/client';
import { outageLog } from '../lib/outage-log';
import { READ_CACHE_INVALIDATION } from '../plugins/read-cache-peers';
import { HEARTBEAT, PEER_ANSWER_TIMEOUT_MS } from '../plugins/realtime';
import { createPeerLink } from '../realtime/peer-adapter';

const quiet = {
  warn() {},
  info() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quiet,
  level: 'silent',
};
const log = quiet as unknown as FastifyBaseLogger;
const pool = resilientPool(poolConfig(process.env.DATABASE_URL as string, 2), () => undefined);
const link = createPeerLink({
  pool,
  openListenClient: () => new pg.Client(poolConfig(process.env.DATABASE_URL as string, 1)),
  log,
  ...HEARTBEAT,
  answerTimeout: PEER_ANSWER_TIMEOUT_MS,
  listenLog: outageLog(log, 'LISTEN'),
  publishLog: outageLog(log, 'publish'),
  onLinkChange: (state, { missed }) => console.log(`link ${state} ${missed ? 'missed' : 'late'}`),
});
let serving = false;
const io = new Server();
io.adapter(link.adapter as never);
// ANSWER_DELAY_MS: its first answer comes that late (a process stalled for a moment).
let firstAnswerDelayMs = Number(process.env.ANSWER_DELAY_MS ?? 0);
io.on(READ_CACHE_INVALIDATION, (payload: unknown, answer: () => void) => {
  // When, on the machine's clock: a test compares it with when its write went on (the line itself
  // reaches the test through a pipe, which it may read after the write's answer).
  console.log(`heardAt ${Date.now()} ${JSON.stringify(payload)}`);
  console.log(`heard ${JSON.stringify(payload)}`);
  // A process still starting may not answer in time (its event loop busy loading): this one never does.
  if (!serving) return;
  setTimeout(answer, firstAnswerDelayMs);
  firstAnswerDelayMs = 0;
});
console.log(`id ${link.ownId()}`);

let serve = process.env.SERVING !== '0';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.includes('serve')) serve = true;
});
let shown = '';
setInterval(() => {
  if (serve && link.listening && !serving) {
    serving = true;
    link.setServing(true);
    console.log('serving');
  }
  const peers = link.awaitedPeers().sort().join(',');
  if (peers !== shown) console.log(`peers ${peers}`);
  shown = peers;
}, 50);
