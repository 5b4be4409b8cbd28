// The API load generator of `npm run bench`, run in its own process so it never shares an event loop
// with the bench or the server: mixed reads as the app makes them (Find Jobs with filters and pages,
// a job, both dashboards, notifications), signed in as the seeded users, at a fixed overall rate.
//
// autocannon's rate limit lets each connection send its quota for the second back to back and then
// wait for the next second, so connections created together would fire in one burst at each second's
// start. The load is therefore split into PHASES autocannon instances started evenly across one
// second: bursts stay a few requests deep and the arrivals are close to evenly spread. A server that
// cannot keep up holds every connection busy: the achieved rate then falls short of the target and
// the latencies are those of a saturated server (rate / 5 connections in flight).
//
// Beside the reads, a scenario may send writes (bench-api-writes.mjs): `writes: { kind: 'accepted' |
// 'refused', rate }`, paced evenly from the start of the warm-up, recorded apart. The API's read-cache
// counters (GET /metrics) are read at the start and the end of the recorded window.
//
// Usage (normally forked by bench-api.mjs, which gets the result as an IPC message):
//   node scripts/lib/bench-api-load.mjs <baseUrl> <seedFile> ['{"rate":1000,"seconds":20,"warmupSeconds":5,"writes":null}']
// Without IPC the result is printed as JSON.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cacheWindow, scrapeMetrics } from './bench-api-metrics.mjs';
import { commandCpuMs, processCpuMs } from './bench-machine.mjs';
import {
  ACCEPTED_WRITES,
  REFUSED_WRITES,
  isExpected,
  antiForgeryTokens,
  prepareWriters,
  sendPacedWrites,
  writePlan,
} from './bench-api-writes.mjs';

/** The mix's Best match reads (issue 37's budget is on their p99 alone). */
export const BEST_MATCH_ENDPOINT = 'find jobs: Best match (search text)';

const API = '/api/v1';
const PHASES = 50;
/** Requests per second per connection: each connection sends this many back to back each second. */
const PER_CONNECTION = 5;

const SEARCHES = ['react', 'logo', 'shop', 'seo', 'bakery', 'figma', 'video', 'translation'];
/**
 * Best match (issue 37): what people type into Find Jobs, from the seeded vocabulary
 * (api/scripts/bench-seed-jobs.ts): common and rarer words, two-word phrases, and parts of words
 * (the trigram match serves those; the full text ranks them 0).
 */
const BEST_MATCH_SEARCHES = [
  'react',
  'logo',
  'shopify',
  'seo',
  'bakery',
  'figma',
  'video editing',
  'translation',
  'yoga studio',
  'typescript developer',
  'online shop',
  'wordpress',
  'brand kit',
  'dashboard',
  'newsletter',
  'python data',
  'word', // part of WordPress
  'typescr',
  'photo',
  'brew',
  'kotl',
  'illustr',
];
const NOTIFICATION_FILTERS = ['all', 'all', 'all', 'unread', 'Message', 'Proposals', 'Job'];

/** A seeded PRNG (mulberry32): every run sends the same sequence of requests. */
function randomSource(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The mix: what each screen asks for, weighted like page views (per thousand requests). */
export function trafficMix(seeded, random = randomSource(42)) {
  const any = (list) => list[Math.floor(random() * list.length)];
  // Find Jobs filter values, from the contracts (the seed script writes them: it can import them).
  const { categories: CATEGORIES, budgets: BUDGETS, ranks: RANKS } = seeded.filters;
  const query = (params) =>
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
  const findJobsPage = () => {
    const roll = random();
    return roll < 0.7 ? 1 : roll < 0.9 ? 2 + Math.floor(random() * 4) : 6 + Math.floor(random() * 45);
  };
  const findJobs = () => {
    const roll = random();
    const filters =
      roll < 0.4
        ? {}
        : roll < 0.6
          ? { category: any(CATEGORIES) }
          : roll < 0.7
            ? { budget: any(BUDGETS) }
            : roll < 0.8
              ? { rank: any(RANKS) }
              : roll < 0.9
                ? { search: any(SEARCHES), sort: 'newest' }
                : { category: any(CATEGORIES), budget: any(BUDGETS), rank: any(RANKS) };
    return `${API}/job/getAllJobs?${query({ ...filters, page: findJobsPage(), limit: 10 })}`;
  };
  // Best match: search text ranked by relevance (sort=relevance, the default with search text),
  // now and then with a category, mostly the first page.
  const bestMatch = () => {
    const roll = random();
    const filters = roll < 0.8 ? {} : { category: any(CATEGORIES) };
    const page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 3);
    return `${API}/job/getAllJobs?${query({ search: any(BEST_MATCH_SEARCHES), ...filters, sort: 'relevance', page, limit: 10 })}`;
  };
  const { clients, freelancers, openJobIds } = seeded;
  const withJobs = (users) => users.filter((user) => user.jobIds.length > 0);
  const clientsWithJobs = withJobs(clients);
  const hiredFreelancers = withJobs(freelancers);
  return [
    { name: 'find jobs (filters, pages)', weight: 300, user: () => any(freelancers), path: findJobs },
    // Issue 37: a row of its own, with its budget (bench-api.mjs, budgetsFor).
    { name: BEST_MATCH_ENDPOINT, weight: 50, user: () => any(freelancers), path: bestMatch },
    {
      name: 'job by id: an open job',
      weight: 120,
      user: () => any(freelancers),
      path: () => `${API}/job/getJob/${any(openJobIds)}`,
    },
    {
      name: 'job by id: own job (client)',
      weight: 50,
      pick: () => {
        const client = any(clientsWithJobs);
        return { user: client, path: `${API}/job/getJob/${any(client.jobIds)}` };
      },
    },
    {
      name: 'job by id: hired job (freelancer)',
      weight: 30,
      pick: () => {
        const freelancer = any(hiredFreelancers);
        return { user: freelancer, path: `${API}/job/getJob/${any(freelancer.jobIds)}` };
      },
    },
    {
      name: 'client dashboard: figures',
      weight: 75,
      user: () => any(clients),
      path: () => `${API}/job/clientDashboard`,
    },
    {
      name: 'client dashboard: latest jobs',
      weight: 75,
      user: () => any(clients),
      path: () =>
        `${API}/job/adminJobs?${query({ days: random() < 0.7 ? undefined : any([7, 30, 90, 365]), page: 1, limit: 10 })}`,
    },
    {
      name: 'freelancer home: figures',
      weight: 75,
      user: () => any(freelancers),
      path: () => `${API}/job/freelancerStats`,
    },
    {
      name: 'freelancer home: recent projects',
      weight: 75,
      user: () => any(freelancers),
      path: () => `${API}/application/getAcceptedJobs?page=1&limit=5`,
    },
    {
      name: 'notifications: bell (unread)',
      weight: 100,
      user: () => any(random() < 0.5 ? clients : freelancers),
      path: () => `${API}/notification/getUnreadNotifications`,
    },
    {
      name: 'notifications: centre',
      weight: 50,
      user: () => any(random() < 0.5 ? clients : freelancers),
      path: () =>
        `${API}/notification/getNotifications?${query({ filter: any(NOTIFICATION_FILTERS), page: random() < 0.8 ? 1 : 2, limit: 20 })}`,
    },
  ].map((entry) => ({ ...entry, next: entry.pick ?? (() => ({ user: entry.user(), path: entry.path() })) }));
}

/** Chooses the next request of the mix by weight. */
function chooser(mix, random) {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  return () => {
    let roll = random() * total;
    for (const entry of mix) {
      roll -= entry.weight;
      if (roll < 0) return entry;
    }
    return mix[mix.length - 1];
  };
}

function percentile(sorted, fraction) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` at the performance.now() time `at`; resolves to its result. */
const runAt = (at, task) => sleep(Math.max(0, at - performance.now())).then(task);

const WRITE_KINDS = { accepted: ACCEPTED_WRITES, refused: REFUSED_WRITES };

/** Latency percentiles and statuses of a set of answers; `expect(status)` tells which are as they should be. */
function summarise(latencies, statuses, seconds, expect) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const count = sorted.length;
  const expected = Object.entries(statuses).reduce((sum, [code, n]) => (expect(Number(code)) ? sum + n : sum), 0);
  return {
    count,
    rps: count / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: count ? sorted[count - 1] : null,
    unexpected: count - expected,
    statuses,
  };
}

const is2xx = (status) => status >= 200 && status < 300;

/**
 * A read slower than this is counted in its second of the window, unless the scenario gives its own
 * read budget (bench-api.mjs): the read budget at 100,000 jobs.
 */
export const SLOW_READ_MS = 80;
/** How many of the slowest reads a run names. */
export const SLOWEST_NAMED = 8;

/** Keeps `list` the SLOWEST_NAMED slowest reads seen, slowest first. */
export function noteSlowest(list, read) {
  if (list.length === SLOWEST_NAMED && read.ms <= list[list.length - 1].ms) return;
  list.push(read);
  list.sort((a, b) => b.ms - a.ms);
  if (list.length > SLOWEST_NAMED) list.pop();
}

/**
 * Drives the mix at `rate` requests per second for `warmupSeconds` (not recorded) then `seconds`
 * (recorded), with `writes` beside it when given. Resolves to the achieved rates, the latency
 * percentiles per endpoint and overall, the writes' figures and the read cache's over the window,
 * and the reads over `slowMs`: how many in each second, and the slowest (noteSlowest).
 */
export async function runLoad({
  baseUrl,
  seeded,
  rate = 1000,
  seconds = 20,
  warmupSeconds = 5,
  writes = null,
  serverPid = null,
  localPostgres = false,
  slowMs = SLOW_READ_MS,
}) {
  // Several API processes on one database (the bench's BENCH_API_PROCESSES): the reads' phases and
  // the writes are dealt among them in turn, as a load balancer would; everything else is set up
  // through the first. Their CPU and cache counters are added up.
  const baseUrls = [baseUrl].flat();
  const serverPids = [serverPid].flat().filter(Boolean);
  [baseUrl] = baseUrls;
  const writeKinds = writes ? WRITE_KINDS[writes.kind] : null;
  if (writes && !writeKinds) throw new Error(`unknown kind of writes: ${writes.kind}`);
  // Tokens and the spammer's used-up allowance come first: they are not part of the load.
  const writers = writeKinds ? await prepareWriters(baseUrl, seeded, writeKinds) : null;
  // Each reader's cookies as their browser holds them after a first answer: the session and its
  // anti-forgery token.
  const readers = [...seeded.clients, ...seeded.freelancers];
  const tokens = await antiForgeryTokens(baseUrl, seeded, readers);
  const cookieOf = new Map(
    readers.map((user) => [user, `${seeded.names.session}=${user.session}; ${seeded.names.csrfCookie}=${tokens.get(user)}`]),
  );
  const random = randomSource(7);
  const mix = trafficMix(seeded, random);
  const nextEntry = chooser(mix, random);
  const stats = new Map(mix.map((entry) => [entry.name, { latencies: [], statuses: {} }]));
  let errors = 0;
  const errorKinds = {};
  /** Latencies during the warm-up, per second since the start: how long a cold start takes to settle. */
  const warmupLatencies = [];
  /**
   * Where a p99 comes from: the reads over the budget in each second of the recorded window (a
   * stall makes a burst in a second or two; a slow path is spread over the run), and the slowest
   * reads with their address and moment.
   */
  const slowPerSecond = Array.from({ length: seconds }, () => 0);
  const slowest = [];

  const connections = Math.max(1, Math.ceil(rate / PER_CONNECTION));
  const phases = Math.min(PHASES, connections);
  const started = performance.now();
  // Recording starts once every phase is running and the warm-up is over.
  const measureFrom = started + 1000 + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  // The window's clock time, to lay a stall beside the machine's own records (vmstat, PostgreSQL's log).
  const windowStartedAt = new Date(Date.now() + (measureFrom - performance.now())).toISOString();
  let cpuAtStart;
  setTimeout(() => (cpuAtStart = process.cpuUsage()), measureFrom - started).unref();
  const scrapeAll = () => Promise.all(baseUrls.map((url) => scrapeMetrics(url)));
  const metricsBefore = runAt(measureFrom, scrapeAll);
  const metricsAfter = runAt(measureTo, scrapeAll);
  // The servers' CPU over the same window (and their PostgreSQL's, when that runs on this machine).
  const serverCpu = () => ({
    api: serverPids.length ? serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0) : null,
    postgres: localPostgres ? commandCpuMs('postgres') : null,
  });
  const serverCpuBefore = runAt(measureFrom, serverCpu);
  const serverCpuAfter = runAt(measureTo, serverCpu);

  const writeStats = new Map((writeKinds ?? []).map((kind) => [kind, { latencies: [], statuses: {}, failed: {} }]));
  const writing = writeKinds
    ? sendPacedWrites({
        baseUrl: baseUrls,
        names: seeded.names,
        rate: writes.rate,
        from: started,
        to: measureTo,
        next: writePlan(seeded, writeKinds),
        writers,
        record: (write, result, doneAt) => {
          if (doneAt < measureFrom || doneAt > measureTo) return;
          const entry = writeStats.get(write.kind);
          if (result.error) {
            entry.failed[result.error] = (entry.failed[result.error] ?? 0) + 1;
            return;
          }
          entry.statuses[result.status] = (entry.statuses[result.status] ?? 0) + 1;
          entry.latencies.push(result.latency);
        },
      })
    : Promise.resolve();

  const request = {
    method: 'GET',
    setupRequest: (req, context) => {
      const entry = nextEntry();
      const { user, path } = entry.next();
      context.endpoint = entry.name;
      context.path = path;
      return {
        ...req,
        path,
        headers: { ...req.headers, cookie: cookieOf.get(user) ?? `${seeded.names.session}=${user.session}`, accept: 'application/json' },
      };
    },
  };

  const runs = [];
  for (let phase = 0; phase < phases; phase += 1) {
    const phaseConnections = Math.floor(connections / phases) + (phase < connections % phases ? 1 : 0);
    const phaseRate = Math.floor(rate / phases) + (phase < rate % phases ? 1 : 0);
    const wait = started + (phase * 1000) / phases - performance.now();
    if (wait > 0) await sleep(wait);
    runs.push(
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url: baseUrls[phase % baseUrls.length],
            connections: phaseConnections,
            overallRate: phaseRate,
            duration: Math.ceil((measureTo - performance.now()) / 1000) + 1,
            timeout: 10,
            requests: [request],
          },
          (error) => (error ? reject(error) : resolve()),
        );
        instance.on('response', (client, statusCode, _bytes, responseTime) => {
          const now = performance.now();
          if (now < measureFrom) {
            const second = Math.floor((now - started) / 1000);
            (warmupLatencies[second] ??= []).push(responseTime);
            return;
          }
          if (now > measureTo) return;
          const entry = stats.get(client.requestIterator.context.endpoint);
          if (!entry) return;
          entry.statuses[statusCode] = (entry.statuses[statusCode] ?? 0) + 1;
          entry.latencies.push(responseTime);
          if (responseTime > slowMs) {
            const second = Math.min(seconds - 1, Math.floor((now - measureFrom) / 1000));
            slowPerSecond[second] += 1;
            noteSlowest(slowest, {
              ms: responseTime,
              atSecond: Math.round((now - measureFrom) / 100) / 10,
              path: client.requestIterator.context.path,
            });
          }
        });
        instance.on('reqError', (error) => {
          const now = performance.now();
          if (now < measureFrom || now > measureTo) return;
          errors += 1;
          const kind = error?.code ?? error?.message ?? 'error';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        });
        setTimeout(() => instance.stop(), measureTo - performance.now() + 50);
      }),
    );
  }
  await Promise.all(runs);
  const cpu = cpuAtStart ? process.cpuUsage(cpuAtStart) : { user: 0, system: 0 };
  await writing;
  const [before, after] = await Promise.all([metricsBefore, metricsAfter]);
  const cache = sumOfWindows(baseUrls.map((_, n) => cacheWindow(before[n], after[n])));
  // Every request answered or failed in the window, reads and writes.
  const failedWrites = [...writeStats.values()].reduce(
    (sum, entry) => sum + Object.values(entry.failed).reduce((kindSum, n) => kindSum + n, 0),
    0,
  );
  const requests =
    [...stats.values(), ...writeStats.values()].reduce((sum, entry) => sum + entry.latencies.length, 0) +
    errors +
    failedWrites;
  const cpuPerRequest = cpuPerRequestOf(await serverCpuBefore, await serverCpuAfter, requests);

  const readSummary = (latencies, statuses) => {
    const { unexpected, ...summary } = summarise(latencies, statuses, seconds, is2xx);
    return { ...summary, non2xx: unexpected };
  };
  const endpoints = mix.map((entry) => {
    const { latencies, statuses } = stats.get(entry.name);
    return { name: entry.name, share: entry.weight / 1000, ...readSummary(latencies, statuses) };
  });
  const allStatuses = {};
  for (const { statuses } of stats.values()) {
    for (const [code, n] of Object.entries(statuses)) allStatuses[code] = (allStatuses[code] ?? 0) + n;
  }
  return {
    target: rate,
    seconds,
    warmupSeconds,
    windowStartedAt,
    connections,
    phases,
    overall: readSummary(
      [...stats.values()].flatMap((entry) => entry.latencies),
      allStatuses,
    ),
    writes: writeKinds ? writeFigures(writes, writeKinds, writeStats, seconds) : null,
    cache,
    /** Why there is no cache figure: 'no /metrics' (none served) or 'no read-cache counters'. */
    cacheMissing: cache ? null : [...before, ...after].includes(null) ? 'no /metrics' : 'no read-cache counters',
    endpoints,
    slowMs,
    slowPerSecond,
    slowest,
    warmupP99PerSecond: Array.from(warmupLatencies, (latencies) =>
      latencies
        ? percentile(
            [...latencies].sort((a, b) => a - b),
            0.99,
          )
        : null,
    ),
    errors,
    errorKinds,
    /** CPU ms per request in the window, of the API process and of PostgreSQL's processes (null: not measured). */
    cpuPerRequest,
    /** Share of one core the generator itself used while recording (it must not be the bottleneck). */
    generatorCpu: (cpu.user + cpu.system) / 1000 / (seconds * 1000),
  };
}

/**
 * CPU time per request between two readings of `{ api, postgres }` (ms used so far, null where not
 * measured): the cost of a request, which compares across runs where the rate a saturated server
 * reaches follows the machine's speed of the moment.
 */
export function cpuPerRequestOf(before, after, requests) {
  const per = (key) =>
    before?.[key] != null && after?.[key] != null && requests > 0 ? (after[key] - before[key]) / requests : null;
  return { api: per('api'), postgres: per('postgres') };
}

/** The cache windows of several processes added up (null when any process had none). */
export function sumOfWindows(windows) {
  if (!windows.length || windows.includes(null)) return null;
  const total = (key) => (windows.some((window) => window[key] === null) ? null : windows.reduce((sum, window) => sum + window[key], 0));
  const hits = total('hits');
  const misses = total('misses');
  return { hits, misses, hitRatio: hits + misses > 0 ? hits / (hits + misses) : null, drops: total('drops'), bytes: total('bytes') };
}

/** The writes' figures over the recorded window, per kind and overall. */
function writeFigures(writes, kinds, writeStats, seconds) {
  const failedCount = (failed) => Object.values(failed).reduce((sum, n) => sum + n, 0);
  const perKind = kinds.map((kind) => {
    const { latencies, statuses, failed } = writeStats.get(kind);
    return {
      name: kind.name,
      expect: kind.expect,
      ...summarise(latencies, statuses, seconds, (status) => isExpected(kind.expect, status)),
      failed: failedCount(failed),
      failedKinds: failed,
    };
  });
  const { count, rps, p50, p99, max } = summarise(
    [...writeStats.values()].flatMap((entry) => entry.latencies),
    {},
    seconds,
    () => true,
  );
  const total = (field) => perKind.reduce((sum, kind) => sum + kind[field], 0);
  return {
    kind: writes.kind,
    target: writes.rate,
    overall: { count, rps, p50, p99, max, unexpected: total('unexpected'), failed: total('failed') },
    kinds: perKind,
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // Several API processes: their base URLs separated by commas.
  const [baseUrls, seedFile, options = '{}'] = process.argv.slice(2);
  const baseUrl = baseUrls?.split(',');
  if (!baseUrl || !seedFile) {
    console.error(
      'usage: bench-api-load.mjs <baseUrl[,baseUrl…]> <seedFile> [options as JSON: rate, seconds, warmupSeconds, writes]',
    );
    process.exit(2);
  }
  const result = await runLoad({ baseUrl, seeded: JSON.parse(readFileSync(seedFile, 'utf8')), ...JSON.parse(options) });
  if (process.send) process.send(result, () => process.exit(0));
  else console.log(JSON.stringify(result, null, 2));
}
