// API figures for `npm run bench` (ARCHITECTURE §9, issue 25): the read mix at 1,000 req/s on one
// process, alone, beside W accepted writes a second from many signed-in people, and beside R
// refused writes a second, on 10,000 and 100,000 seeded jobs. Each scenario runs BENCH_API_REPEATS
// times, every run on a fresh server (an empty read cache) over a fresh copy of the seeded database;
// the rows give the median with the range. The load generator (bench-api-load.mjs, writes in
// bench-api-writes.mjs) runs in a process of its own. The embedded PGlite runs unless DATABASE_URL
// is set (or BENCH_API_POSTGRES=throwaway starts a local PostgreSQL for the run): then each size is
// seeded into a scratch database on that server, and each run gets a copy of it (CREATE DATABASE …
// TEMPLATE), all dropped after.
//
// Only the API part: `node scripts/lib/bench-api.mjs` (same environment variables as below).
//   BENCH_API_JOBS=10000,100000  sizes to run            BENCH_API_RATE=1000      target reads/s
//   BENCH_API_SECONDS=20         recorded seconds        BENCH_API_WARMUP=15      warm-up seconds
//   BENCH_API_WRITES=20          accepted writes/s       BENCH_API_REFUSED=20     refused writes/s
//   BENCH_API_REPEATS=3          runs per scenario       BENCH_API_SCENARIOS=reads,accepted,refused
//   BENCH_API_POSTGRES=throwaway a throwaway PostgreSQL (scripts/lib/postgres.mjs) when DATABASE_URL is unset
//   BENCH_API_PROCESSES=1        API processes on the one PostgreSQL, the reads and writes dealt among them
//
// The server starts with empty caches (lib/read-cache.ts): the warm-up fills them, and its own
// figure (how many seconds from a cold start until the p99 is within budget) is reported apart.
// The server trusts one proxy hop (TRUST_PROXY=1) so each writer's X-Forwarded-For is its address.
import { spawnSync, fork } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { BEST_MATCH_ENDPOINT } from './bench-api-load.mjs';
import { deployDir, REPO_ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import webPush from 'web-push';
import * as serverLib from './server.mjs';
import { printTable } from './bench-table.mjs';
import { loadAverage, machineBefore } from './bench-machine.mjs';

const SEED_SCRIPT = path.join(REPO_ROOT, 'api', 'scripts', 'bench-seed-jobs.ts');
const LOAD_SCRIPT = path.join(REPO_ROOT, 'scripts', 'lib', 'bench-api-load.mjs');
/** The rate counts as held within 3 %: autocannon paces per second and per connection. */
const RATE_TOLERANCE = 0.97;
/** §9: 20 refused writes a second change the read p99 by less than this. */
const REFUSED_P99_TOLERANCE = 0.1;
/** The cache hit ratio the issue aims at with accepted writes (reported, not a budget). */
const HIT_RATIO_AIM = 0.9;

/** The scenarios: what is sent beside the reads. */
export const SCENARIOS = Object.freeze({
  reads: { label: () => 'reads only', writes: () => null },
  accepted: {
    label: (settings) => `+ ${settings.writes} accepted writes/s`,
    writes: (settings) => (settings.writes > 0 ? { kind: 'accepted', rate: settings.writes } : undefined),
  },
  refused: {
    label: (settings) => `+ ${settings.refused} refused writes/s`,
    writes: (settings) => (settings.refused > 0 ? { kind: 'refused', rate: settings.refused } : undefined),
  },
});

export function apiBenchSettings(env = process.env) {
  const number = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));
  const settings = {
    sizes: (env.BENCH_API_JOBS || '10000,100000')
      .split(',')
      .map(Number)
      .filter((jobs) => jobs > 0),
    rate: number(env.BENCH_API_RATE, 1000),
    seconds: number(env.BENCH_API_SECONDS, 20),
    warmupSeconds: number(env.BENCH_API_WARMUP, 15),
    writes: number(env.BENCH_API_WRITES, 20),
    refused: number(env.BENCH_API_REFUSED, 20),
    repeats: Math.max(1, Math.floor(number(env.BENCH_API_REPEATS, 3))),
    processes: Math.max(1, Math.floor(number(env.BENCH_API_PROCESSES, 1))),
    databaseUrl: env.DATABASE_URL || undefined,
    throwawayPostgres: !env.DATABASE_URL && env.BENCH_API_POSTGRES === 'throwaway',
  };
  const names = (env.BENCH_API_SCENARIOS || Object.keys(SCENARIOS).join(',')).split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SCENARIOS[name]);
  if (unknown.length)
    throw new Error(`BENCH_API_SCENARIOS: unknown ${unknown.join(', ')} (known: ${Object.keys(SCENARIOS).join(', ')})`);
  // The embedded PGlite belongs to one process; several share a PostgreSQL, as several machines do.
  if (settings.processes > 1 && !settings.databaseUrl && !settings.throwawayPostgres)
    throw new Error('BENCH_API_PROCESSES above 1 needs PostgreSQL (DATABASE_URL or BENCH_API_POSTGRES=throwaway)');
  // A scenario whose writes are set to 0 a second is the reads-only one: it is left out.
  settings.scenarios = names.filter((name) => SCENARIOS[name].writes(settings) !== undefined);
  return settings;
}

/** PostgreSQL's SQLSTATE for a statement the role may not run. */
const INSUFFICIENT_PRIVILEGE = '42501';

/** A database on the DATABASE_URL server: `create` makes it (empty, or a copy of `template`), `drop` drops it even if in use. */
function postgresDatabases(adminUrl) {
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    async create(name, template) {
      await admin(`drop database if exists "${name}" with (force)`);
      await admin(`create database "${name}"${template ? ` template "${template}"` : ''}`);
      return urlOf(name);
    },
    drop: (name) => admin(`drop database if exists "${name}" with (force)`),
    /** Ends any checkpoint under way at once; skipped where the role may not (neither superuser nor pg_checkpoint). */
    checkpoint: () =>
      admin('checkpoint').catch((error) => {
        if (error?.code !== INSUFFICIENT_PRIVILEGE) throw error;
      }),
  };
}

/**
 * Writes the bench's own copy out before the run starts. The copy of a 100,000-job database is
 * some hundreds of MB written in a second or two; with fsync off (lib/postgres.mjs) it sat dirty
 * in the page cache, and the kernel wrote it out 30 s later (vm.dirty_expire_centisecs) in bursts
 * of 150-1,600 MB a second: inside the recorded window, where it stalled reads for a second or more
 * (docs/decisions.md, stop 83). No user's traffic makes that copy, so it is written out first;
 * the writes the run itself makes are still written out during the run, as on a real server.
 */
async function writeOutCopy(postgres) {
  const started = performance.now();
  await postgres?.checkpoint();
  spawnSync('sync');
  return (performance.now() - started) / 1000;
}

function seed(jobs, { pgliteDir, outFile, databaseUrl }) {
  const env = { ...process.env, NODE_ENV: 'production' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', SEED_SCRIPT, pgliteDir, outFile, String(jobs)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) throw new Error(`API bench seed (${jobs} jobs) failed: ${result.stderr || result.stdout}`);
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

/** Runs bench-api-load.mjs in its own process and resolves to its result. */
function load(baseUrl, seedFile, options) {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [baseUrl, seedFile, JSON.stringify(options)], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result;
    child.on('message', (message) => (result = message));
    child.on('error', reject);
    child.on('exit', (code) =>
      result ? resolve(result) : reject(new Error(`the load generator exited with code ${code}`)),
    );
  });
}

/** The last lines of the server's log that report an error (why requests failed, if they did). */
async function serverErrors(logFile) {
  const text = await fs.readFile(logFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => /"level":(50|60)|error/i.test(line))
    .slice(-5);
}

const describeDatabase = (kind) =>
  kind === 'postgres'
    ? 'PostgreSQL (a scratch database per size, a copy of it per run)'
    : 'the embedded PGlite (a copy of the seeded one per run)';
const databaseName = (kind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const thousands = (value) => value.toLocaleString('en');
const oneDecimal = (value) => value.toFixed(1);

/** ", 2 API processes" in a label when the load is dealt among several; nothing for one. */
const processesText = (settings) => (settings.processes > 1 ? `, ${settings.processes} API processes` : '');

/** Whether a database URL names this machine (its PostgreSQL's CPU can then be read from /proc). */
export function isLoopback(url) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '::1' || host === '[::1]' || host.startsWith('127.');
}

/**
 * The CPU time a request cost, median (range) of the runs: what compares across runs when the
 * rate a saturated server reaches follows the machine's speed of the moment.
 */
export function cpuPerRequestText(results, database) {
  const text = (key) => {
    const stat = medianRange(results.map((r) => r.cpuPerRequest?.[key]).filter((value) => value != null));
    return stat ? rangeText(stat, { format: (value) => value.toFixed(2), unit: 'ms' }) : 'not measured';
  };
  if (database !== 'postgres') return text('api');
  return `${text('api')} / ${text('postgres')}`;
}

/** The machine, as the rows print it. */
export function machineText(cpus = os.cpus(), version = process.version) {
  return `${cpus.length} × ${cpus[0]?.model?.trim() || 'cpu'}, Node ${version}`;
}

/**
 * One run: fresh servers (BENCH_API_PROCESSES of them, on PostgreSQL) on a fresh copy of the seeded
 * database, the load, the servers stopped.
 */
async function runOnce({ jobs, scenario, settings, deploy, runDir, seedFile, database, before }) {
  mkdirSync(runDir, { recursive: true });
  const logFile = path.join(runDir, 'server.log');
  const log = openSync(logFile, 'w');
  const servers = [];
  const copy = await database.copyForRun(path.join(runDir, 'data'));
  try {
    // With TRUST_PROXY there is no default METRICS_ALLOW: the bench reads /metrics from this machine.
    const env = { DEPLOY_DIR: deploy, SEED_DEMO: '0', LOG_LEVEL: 'warn', TRUST_PROXY: '1', METRICS_ALLOW: '127.0.0.1,::1' };
    // PostgreSQL needs a SESSION_SECRET (every process on one database signs with the same one).
    // And one Web Push key pair (VAPID_*), for the same reason.
    if (copy.url) {
      const { publicKey, privateKey } = webPush.generateVAPIDKeys();
      Object.assign(env, {
        DATABASE_URL: copy.url,
        SESSION_SECRET: 'bench-api-session-secret-0123456789abcdef',
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
      });
    }
    // One after the other, as machines joining a deployment do: the first migrates.
    for (let n = 0; n < settings.processes; n += 1) {
      servers.push(
        await serverLib.startServer({
          port: await serverLib.freePort(),
          stdio: ['ignore', log, log],
          build: false,
          env: { ...env, DATA_DIR: path.join(runDir, n === 0 ? 'data' : `data-${n}`) },
        }),
      );
    }
    const readBudget = budgetsFor({ database, jobs, scenario }).readP99;
    const result = await load(servers.map((server) => server.baseUrl).join(','), seedFile, {
      rate: settings.rate,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      writes: SCENARIOS[scenario].writes(settings),
      serverPid: servers.map((server) => server.child.pid),
      localPostgres: Boolean(copy.url) && isLoopback(copy.url),
      // The reads counted as slow second by second: over this scenario's read budget.
      ...(readBudget ? { slowMs: readBudget } : {}),
    });
    if (result.overall.count === 0 && result.errors === 0) {
      throw new Error(
        `no read was answered or failed in the recorded window (${jobs} jobs, ${scenario}): the load did not run`,
      );
    }
    const failed =
      result.overall.non2xx +
      result.errors +
      (result.writes ? result.writes.overall.unexpected + result.writes.overall.failed : 0);
    return {
      result,
      machineBefore: before,
      copyWrittenOutSeconds: copy.writtenOutSeconds,
      serverErrors: failed ? await serverErrors(logFile) : [],
    };
  } finally {
    for (const server of servers) await server.stop();
    closeSync(log);
    await copy.remove();
    await fs.rm(runDir, { recursive: true, force: true });
  }
}

/** One line per run on the console while the bench goes on, and what went wrong, if anything. */
function reportRun(label, run) {
  const { result } = run;
  const writes = result.writes
    ? `; writes ${oneDecimal(result.writes.overall.rps)}/s p99 ${msText(result.writes.overall.p99)}, ${result.writes.overall.unexpected} not as expected, ${result.writes.overall.failed} failed`
    : '';
  const cache = result.cache?.hitRatio != null ? `; cache hits ${percentText(result.cache.hitRatio)}` : '';
  const { api, postgres } = result.cpuPerRequest ?? {};
  const cpu =
    api != null ? `; CPU per request ${api.toFixed(2)} ms${postgres != null ? ` + PostgreSQL ${postgres.toFixed(2)} ms` : ''}` : '';
  console.log(
    `bench: API ${label}: reads ${Math.round(result.overall.rps)} req/s p50 ${msText(result.overall.p50)} p99 ${msText(result.overall.p99)}, ` +
      `${result.overall.non2xx} non-2xx, ${result.errors} failed${writes}${cache}${cpu} (load generator ${Math.round(result.generatorCpu * 100)} % of a core; ` +
      `database copy written out in ${run.copyWrittenOutSeconds.toFixed(1)} s before the start)`,
  );
  for (const endpoint of result.endpoints) {
    if (endpoint.non2xx)
      console.log(`bench:   ${endpoint.name}: ${endpoint.non2xx} non-2xx (${JSON.stringify(endpoint.statuses)})`);
  }
  if (result.errors) console.log(`bench:   failed reads: ${JSON.stringify(result.errorKinds)}`);
  if (result.slowPerSecond?.some((n) => n > 0)) {
    console.log(
      `bench:   reads over ${result.slowMs} ms, each second of the window (from ${result.windowStartedAt}): ${result.slowPerSecond.join(' ')}`,
    );
    const slowest = result.slowest.map((read) => `${Math.round(read.ms)} ms at ${read.atSecond} s ${read.path}`);
    console.log(`bench:   slowest: ${slowest.join(' · ')}`);
  }
  for (const kind of result.writes?.kinds ?? []) {
    if (kind.unexpected || kind.failed) {
      console.log(
        `bench:   ${kind.name}: expected ${kind.expect}, got ${JSON.stringify(kind.statuses)}${kind.failed ? `, failed ${JSON.stringify(kind.failedKinds)}` : ''}`,
      );
    }
  }
  for (const line of run.serverErrors) console.log(`bench:   server log: ${line.slice(0, 400)}`);
}

/**
 * Seeds one size once, then runs every scenario `repeats` times, the scenarios taking turns (so a
 * busier moment of the machine falls on all of them alike). Resolves to the runs per scenario.
 */
async function runSize(jobs, settings, { root, deploy, databaseUrl }) {
  const dir = path.join(root, `api-${jobs}`);
  const seedFile = path.join(dir, 'seeded.json');
  mkdirSync(dir, { recursive: true });
  const seedName = `freelane_bench_${jobs}_${process.pid}`;
  const postgres = databaseUrl ? postgresDatabases(databaseUrl) : null;
  const seedPglite = path.join(dir, 'seed', 'pglite');
  try {
    const seeded = seed(jobs, {
      pgliteDir: seedPglite,
      outFile: seedFile,
      databaseUrl: postgres ? await postgres.create(seedName) : undefined,
    });
    let copies = 0;
    const database = {
      kind: seeded.database,
      async copyForRun(dataDir) {
        if (postgres) {
          const name = `${seedName}_run${(copies += 1)}`;
          const url = await postgres.create(name, seedName);
          return { url, writtenOutSeconds: await writeOutCopy(postgres), remove: () => postgres.drop(name) };
        }
        await fs.cp(seedPglite, path.join(dataDir, 'pglite'), { recursive: true });
        return { url: undefined, writtenOutSeconds: await writeOutCopy(null), remove: async () => {} };
      },
    };
    const minutes = Math.ceil(
      (settings.scenarios.length * settings.repeats * (settings.warmupSeconds + settings.seconds + 10)) / 60,
    );
    console.log(
      `bench: API, ${thousands(jobs)} jobs seeded in ${seeded.seconds.toFixed(1)} s on ${describeDatabase(seeded.database)} ` +
        `(${thousands(seeded.counts.applications)} proposals, ${thousands(seeded.counts.notifications)} notifications, ` +
        `${thousands(seeded.counts.messages)} messages); ${settings.scenarios.length} scenario(s) × ${settings.repeats} run(s) of ` +
        `${settings.warmupSeconds} + ${settings.seconds} s at ${settings.rate} reads/s: about ${minutes} min`,
    );
    const runs = Object.fromEntries(settings.scenarios.map((scenario) => [scenario, []]));
    for (let repeat = 1; repeat <= settings.repeats; repeat += 1) {
      for (const scenario of settings.scenarios) {
        const label = `${thousands(jobs)} jobs ${databaseName(seeded.database)}${processesText(settings)}, ${SCENARIOS[scenario].label(settings)}, run ${repeat} of ${settings.repeats}`;
        const before = machineBefore();
        console.log(`bench: API ${label}: ${before}`);
        const run = await runOnce({
          before,
          jobs,
          scenario,
          settings,
          deploy,
          runDir: path.join(dir, `run-${scenario}-${repeat}`),
          seedFile,
          database,
        });
        reportRun(label, run);
        runs[scenario].push(run);
      }
    }
    return { jobs, database: seeded.database, runs };
  } finally {
    await postgres?.drop(seedName);
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// ── Summaries (pure) ──────────────────────────────────────────────────────────────────────────

/** Median (the mean of the middle two for an even count), min and max of the numbers given; null when none. */
export function medianRange(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], count: sorted.length };
}

/**
 * "12.3 ms (10.1–15.0)": the median, then the range over the runs when there was more than one.
 * `format` writes one number; `unit` follows the median.
 */
export function rangeText(stat, { format = oneDecimal, unit = '' } = {}) {
  if (!stat) return 'n/a';
  const median = `${format(stat.median)}${unit ? ` ${unit}` : ''}`;
  return stat.count > 1 ? `${median} (${format(stat.min)}–${format(stat.max)})` : median;
}

const msText = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);
const percentText = (ratio) => `${(ratio * 100).toFixed(1)} %`;
/** A latency over the runs; when some runs had no answer at all, how many did. */
export function msRange(values) {
  const stat = medianRange(values);
  const text = rangeText(stat, { unit: 'ms' });
  return stat && stat.count < values.length ? `${text} [${stat.count} of ${values.length} runs]` : text;
}

/** From the warm-up's p99 per second: after which second every later one stayed within budget (null: never). */
export function coldStart(p99PerSecond = [], budget) {
  const lastOver = p99PerSecond.findLastIndex((p99) => p99 !== null && p99 > budget);
  const worst = Math.max(0, ...p99PerSecond.filter((p99) => p99 !== null));
  return { seconds: lastOver === p99PerSecond.length - 1 ? null : lastOver + 1, worst };
}

/** The cold-start figure over the runs: the median seconds (and range), or how many runs never settled. */
export function coldStartText(coldStarts) {
  const settled = coldStarts.filter((one) => one.seconds !== null);
  const worst = rangeText(medianRange(coldStarts.map((one) => one.worst)), { format: Math.round, unit: 'ms' });
  const never = coldStarts.length - settled.length;
  if (!settled.length) return `not within the warm-up (worst second's p99 ${worst})`;
  const seconds = rangeText(medianRange(settled.map((one) => one.seconds)), { format: String, unit: 's' });
  const unsettled = never ? `; not within the warm-up in ${never} of ${coldStarts.length} runs` : '';
  return `${seconds} (worst second's p99 ${worst})${unsettled}`;
}

/**
 * The budgets of a scenario (ARCHITECTURE §9, issue 25): `readP99` in ms (null: reported only),
 * `aim` a lower p99 aimed at, `writeP99` in ms, `hitRatioAim` for the cache, `endpointP99` one
 * endpoint's own p99 in ms by its name in the mix (issue 37: Best match at 100,000 jobs on PostgreSQL
 * beside the writes).
 */
export function budgetsFor({ database, jobs, scenario }) {
  const small = jobs <= 10_000;
  if (scenario === 'reads') return { readP99: small ? 50 : 80 };
  if (scenario === 'accepted') {
    if (database === 'postgres')
      return small
        ? { readP99: 50, aim: 25, hitRatioAim: HIT_RATIO_AIM }
        : { readP99: 80, hitRatioAim: HIT_RATIO_AIM, endpointP99: { [BEST_MATCH_ENDPOINT]: 80 } };
    return small ? { readP99: 100, writeP99: 200, hitRatioAim: HIT_RATIO_AIM } : { hitRatioAim: HIT_RATIO_AIM };
  }
  // Refused writes: the read p99 within 10 % of the reads-only run's (compared where both ran).
  return { relativeToReads: REFUSED_P99_TOLERANCE };
}

/** "+4.2 % (46.5 vs 44.6 ms)": the change of one median p99 against another. */
export function p99Change(p99, baseline) {
  if (typeof p99 !== 'number' || typeof baseline !== 'number' || baseline <= 0) return null;
  return {
    ratio: p99 / baseline - 1,
    text: `${p99 >= baseline ? '+' : '−'}${(Math.abs(p99 / baseline - 1) * 100).toFixed(1)} % (${p99.toFixed(1)} vs ${baseline.toFixed(1)} ms)`,
  };
}

const yesNo = (met) => (met ? 'yes' : 'NO');
const sumOf = (values) => values.reduce((sum, value) => sum + value, 0);

/** Status counts of several runs added up, e.g. "201 ×240" or "400 ×180, 429 ×3". */
export function statusText(statusMaps) {
  const total = {};
  for (const statuses of statusMaps) {
    for (const [code, n] of Object.entries(statuses)) total[code] = (total[code] ?? 0) + n;
  }
  const entries = Object.entries(total).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length ? entries.map(([code, n]) => `${code} ×${n}`).join(', ') : 'none';
}

/** The cache's figures over the runs, or why there are none. */
export function cacheText(results) {
  const windows = results.map((result) => result.cache).filter(Boolean);
  if (!windows.length)
    return {
      text: `n/a (${results.find((result) => result.cacheMissing)?.cacheMissing ?? 'no /metrics'})`,
      ratio: null,
    };
  const ratio = medianRange(windows.map((window) => window.hitRatio));
  const drops = medianRange(windows.map((window) => window.drops));
  const bytes = medianRange(windows.map((window) => window.bytes));
  const parts = [rangeText(ratio, { format: (value) => (value * 100).toFixed(1), unit: '%' })];
  if (drops) parts.push(`drops ${rangeText(drops, { format: (value) => thousands(Math.round(value)) })}`);
  if (bytes)
    parts.push(
      `${rangeText(bytes, { format: (value) => (value / 1024 / 1024).toFixed(1), unit: 'MB' })} held at the end`,
    );
  return { text: parts.join('; '), ratio: ratio?.median ?? null };
}

/**
 * Table rows in bench.mjs's shape ([figure, measured, budget, within budget ('yes' | 'NO' | '')])
 * for one size: per scenario a heading row (size, database, scenario: the load average before each
 * run) and under it the medians of its runs with their range.
 */
export function apiRows({ jobs, database, runs }, settings) {
  const rows = [];
  const size = `API ${thousands(jobs)} jobs, ${databaseName(database)}${processesText(settings)}`;
  const of = (results, pick) => results.map(pick);
  const readsOnly = runs.reads?.map((run) => run.result) ?? [];
  const readsOnlyP99 = medianRange(of(readsOnly, (r) => r.overall.p99))?.median;
  // The reads-only runs held the rate without errors: only then is their p99 a baseline.
  const readsOnlyHeld =
    (medianRange(of(readsOnly, (r) => r.overall.rps))?.median ?? 0) >= settings.rate * RATE_TOLERANCE &&
    sumOf(of(readsOnly, (r) => r.overall.non2xx + r.errors)) === 0;
  const minRate = settings.rate * RATE_TOLERANCE;
  for (const scenario of settings.scenarios) {
    const scenarioRuns = runs[scenario];
    if (!scenarioRuns?.length) continue;
    const results = scenarioRuns.map((run) => run.result);
    const name = `${size}, ${SCENARIOS[scenario].label(settings)}`;
    const budgets = budgetsFor({ database, jobs, scenario });
    const runsText =
      results.length > 1 ? `median of ${results.length}, ${settings.seconds} s each` : `${settings.seconds} s`;
    const rate = medianRange(of(results, (r) => r.overall.rps));
    const p50 = medianRange(of(results, (r) => r.overall.p50));
    const p99 = medianRange(of(results, (r) => r.overall.p99));
    const rateHeld = rate !== null && rate.median >= minRate;
    const readFailures = sumOf(of(results, (r) => r.overall.non2xx + r.errors));
    const writeUnexpected = sumOf(of(results, (r) => r.writes?.overall.unexpected ?? 0));
    const writeFailed = sumOf(of(results, (r) => r.writes?.overall.failed ?? 0));
    const clean = readFailures === 0 && writeUnexpected === 0 && writeFailed === 0;

    rows.push([
      `${name}: machine before each run (load average 1/5/15 min, CPU benchmark)`,
      scenarioRuns.map((run) => run.machineBefore).join(' · '),
      '(reported)',
      '',
    ]);
    rows.push([
      `  reads achieved (${runsText})`,
      rangeText(rate, { format: (value) => thousands(Math.round(value)), unit: 'req/s' }),
      `${thousands(settings.rate)} req/s (≥ ${thousands(Math.round(minRate))})`,
      yesNo(rateHeld),
    ]);
    let p99Budget = '(reported)';
    let p99Met = '';
    if (budgets.readP99) {
      p99Budget = `p99 ≤ ${budgets.readP99} ms${budgets.aim ? ` (aim ${budgets.aim})` : ''} at ${thousands(settings.rate)} req/s`;
      p99Met = yesNo(p99 !== null && p99.median <= budgets.readP99 && rateHeld && clean);
    }
    rows.push([
      `  read p50 / p99, all endpoints`,
      `p50 ${rangeText(p50, { unit: 'ms' })} / p99 ${rangeText(p99, { unit: 'ms' })}`,
      p99Budget,
      p99Met,
    ]);
    if (budgets.relativeToReads !== undefined) {
      const change = p99Change(p99?.median, readsOnlyP99);
      rows.push([
        `  read p99 against the reads-only runs`,
        change ? change.text : 'n/a (no reads-only runs)',
        `≤ +${budgets.relativeToReads * 100} %`,
        change ? yesNo(change.ratio <= budgets.relativeToReads && rateHeld && clean && readsOnlyHeld) : '',
      ]);
    }
    scenarioRuns[0].result.endpoints.forEach((endpoint, index) => {
      const endpoints = of(results, (r) => r.endpoints[index]);
      const endpointRate = medianRange(endpoints.map((one) => one.rps));
      const endpointP99 = medianRange(endpoints.map((one) => one.p99));
      const ownBudget = budgets.endpointP99?.[endpoint.name];
      rows.push([
        `      ${endpoint.name} (${Math.round(endpointRate.median)} req/s)`,
        `${msRange(endpoints.map((one) => one.p50))} / ${msRange(endpoints.map((one) => one.p99))}`,
        ownBudget ? `p99 ≤ ${ownBudget} ms at ${thousands(settings.rate)} req/s` : '(reported)',
        ownBudget ? yesNo(endpointP99 !== null && endpointP99.median <= ownBudget && rateHeld && clean) : '',
      ]);
    });
    if (results[0].writes) {
      const writes = of(results, (r) => r.writes);
      const writeRate = medianRange(writes.map((w) => w.overall.rps));
      const writeP50 = medianRange(writes.map((w) => w.overall.p50));
      const writeP99 = medianRange(writes.map((w) => w.overall.p99));
      const kind = writes[0].kind;
      rows.push([
        `  ${kind} writes answered, p50 / p99`,
        `${rangeText(writeRate, { unit: 'writes/s' })}, p50 ${rangeText(writeP50, { unit: 'ms' })} / p99 ${rangeText(writeP99, { unit: 'ms' })}`,
        budgets.writeP99 ? `${writes[0].target}/s, p99 ≤ ${budgets.writeP99} ms` : `${writes[0].target}/s (reported)`,
        budgets.writeP99 ? yesNo(writeP99 !== null && writeP99.median <= budgets.writeP99 && clean) : '',
      ]);
      writes[0].kinds.forEach((writeKind, index) => {
        const kinds = writes.map((w) => w.kinds[index]);
        rows.push([
          `      ${writeKind.name} (${oneDecimal(medianRange(kinds.map((one) => one.rps))?.median ?? 0)}/s): ${statusText(kinds.map((one) => one.statuses))}`,
          `${msRange(kinds.map((one) => one.p50))} / ${msRange(kinds.map((one) => one.p99))}`,
          `${writeKind.expect === '2xx' ? '2xx' : writeKind.expect} only`,
          yesNo(sumOf(kinds.map((one) => one.unexpected + one.failed)) === 0),
        ]);
      });
    }
    rows.push([
      `  reads non-2xx / failed${results[0].writes ? '; writes not as expected / failed' : ''} (${results.length === 1 ? '1 run' : `${results.length} runs`} added up)`,
      `${sumOf(of(results, (r) => r.overall.non2xx))} / ${sumOf(of(results, (r) => r.errors))}${results[0].writes ? `; ${writeUnexpected} / ${writeFailed}` : ''}`,
      results[0].writes ? '0 / 0; 0 / 0' : '0 / 0',
      yesNo(clean),
    ]);
    rows.push([
      `  CPU per request (recorded window): API process${database === 'postgres' ? ' / PostgreSQL' : ', its PGlite included'}`,
      cpuPerRequestText(results, database),
      '(reported)',
      '',
    ]);
    const cache = cacheText(results);
    rows.push([
      `  read cache hit ratio (recorded window)`,
      cache.text,
      budgets.hitRatioAim ? `reported; aim ≥ ${budgets.hitRatioAim * 100} %` : '(reported)',
      budgets.hitRatioAim && cache.ratio !== null ? yesNo(cache.ratio >= budgets.hitRatioAim) : '',
    ]);
    if (scenario === 'reads') {
      rows.push([
        `  cold start, seconds until the p99 is within budget`,
        coldStartText(of(results, (r) => coldStart(r.warmupP99PerSecond, budgets.readP99))),
        '(reported)',
        '',
      ]);
    }
  }
  return rows;
}

/**
 * The API rows of the bench table: every size in BENCH_API_JOBS, one after the other (each seeded
 * once, every run on a fresh server and database copy). `deploy` is the DEPLOY_DIR the server
 * serves; `root` a scratch folder.
 */
export async function apiLoadFigures({ deploy = deployDir(), root, env = process.env } = {}) {
  const settings = apiBenchSettings(env);
  let throwaway = null;
  let databaseUrl = settings.databaseUrl;
  if (settings.throwawayPostgres) {
    throwaway = await startThrowawayPostgres();
    if (!throwaway)
      throw new Error(
        'BENCH_API_POSTGRES=throwaway: PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)',
      );
    databaseUrl = throwaway.url;
  }
  const machine = machineText();
  console.log(
    `bench: API load runs on ${describeDatabase(databaseUrl ? 'postgres' : 'pglite')}, machine ${machine}; ` +
      `scenarios ${settings.scenarios.map((scenario) => SCENARIOS[scenario].label(settings)).join(', ')}; ${settings.repeats} run(s) each`,
  );
  try {
    await serverLib.buildServer();
    const rows = [
      ['API machine', machine, '', ''],
      [
        'API runs',
        `median (min–max) of ${settings.repeats}, each on a fresh server and database copy; ${settings.warmupSeconds} s warm-up, ${settings.seconds} s recorded`,
        '',
        '',
      ],
    ];
    for (const jobs of settings.sizes) {
      rows.push(...apiRows(await runSize(jobs, settings, { root, deploy, databaseUrl }), settings));
    }
    return rows;
  } finally {
    throwaway?.stop();
  }
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-bench-api-'));
  try {
    printTable(await apiLoadFigures({ root }));
    console.log(`\nMachine: ${machineText()}; load average now ${loadAverage()}. Figures vary between runs.`);
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
