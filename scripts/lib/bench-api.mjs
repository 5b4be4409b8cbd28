// API figures for `npm run bench` (ARCHITECTURE §9: p99 ≤ 50 ms at 1,000 req/s of mixed reads on one
// process with 10,000 jobs, ≤ 80 ms with 100,000). For each size: a fresh database seeded by
// api/scripts/bench-seed-jobs.ts, the production server on it, and the load generator
// (bench-api-load.mjs) in a separate process. The embedded PGlite runs unless DATABASE_URL is set:
// then a scratch database is created on that PostgreSQL server for each size and dropped after.
//
// Only the API part: `node scripts/lib/bench-api.mjs` (same environment variables as below).
//   BENCH_API_JOBS=10000,100000  sizes to run       BENCH_API_RATE=1000     target req/s
//   BENCH_API_SECONDS=20         recorded seconds   BENCH_API_WARMUP=15     warm-up seconds
//
// The server starts with empty caches (lib/read-cache.ts): the warm-up fills them, and its own
// figure (how many seconds from a cold start until the p99 is within budget) is reported apart.
import { spawnSync, fork } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { deployDir, REPO_ROOT } from './paths.mjs';
import * as serverLib from './server.mjs';
import { printTable } from './bench-table.mjs';

const SEED_SCRIPT = path.join(REPO_ROOT, 'api', 'scripts', 'bench-seed-jobs.ts');
const LOAD_SCRIPT = path.join(REPO_ROOT, 'scripts', 'lib', 'bench-api-load.mjs');
/** §9's p99 budget per size; sizes in between get the larger one. */
const P99_BUDGET_MS = (jobs) => (jobs <= 10_000 ? 50 : 80);
/** The rate counts as held within 3 %: autocannon paces per second and per connection. */
const RATE_TOLERANCE = 0.97;

export function apiBenchSettings(env = process.env) {
  return {
    sizes: (env.BENCH_API_JOBS || '10000,100000')
      .split(',')
      .map(Number)
      .filter((jobs) => jobs > 0),
    rate: Number(env.BENCH_API_RATE || 1000),
    seconds: Number(env.BENCH_API_SECONDS || 20),
    warmupSeconds: Number(env.BENCH_API_WARMUP || 15),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

/** A scratch database on the DATABASE_URL server: created empty, dropped (even if still in use) after. */
async function scratchPostgres(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}"`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
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
function load(baseUrl, seedFile, { rate, seconds, warmupSeconds }) {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [baseUrl, seedFile, String(rate), String(seconds), String(warmupSeconds)], {
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

/** Seeds, serves and loads one size; returns the load result and which database ran. */
async function runSize(jobs, settings, { root, deploy }) {
  const dir = path.join(root, `api-${jobs}`);
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const scratch = settings.databaseUrl
    ? await scratchPostgres(settings.databaseUrl, `freelane_bench_${jobs}_${process.pid}`)
    : null;
  let server;
  const logFile = path.join(dir, 'server.log');
  const log = openSync(logFile, 'w');
  try {
    const seedFile = path.join(dir, 'seeded.json');
    const seeded = seed(jobs, {
      pgliteDir: path.join(dataDir, 'pglite'),
      outFile: seedFile,
      databaseUrl: scratch?.url,
    });
    console.log(
      `bench: API, ${jobs.toLocaleString('en')} jobs seeded in ${seeded.seconds.toFixed(1)} s on ${describe(seeded.database)} ` +
        `(${seeded.counts.applications.toLocaleString('en')} proposals, ${seeded.counts.notifications.toLocaleString('en')} notifications, ` +
        `${seeded.counts.messages.toLocaleString('en')} messages); ${settings.rate} req/s for ${settings.warmupSeconds} + ${settings.seconds} s`,
    );
    const env = { DEPLOY_DIR: deploy, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' };
    if (scratch) env.DATABASE_URL = scratch.url;
    server = await serverLib.startServer({ port: await serverLib.freePort(), stdio: ['ignore', log, log], env });
    const result = await load(server.baseUrl, seedFile, settings);
    const failed = result.overall.non2xx + result.errors;
    return { jobs, database: seeded.database, result, serverErrors: failed ? await serverErrors(logFile) : [] };
  } finally {
    await server?.stop();
    closeSync(log);
    await scratch?.drop();
  }
}

const describe = (kind) =>
  kind === 'postgres' ? 'PostgreSQL (DATABASE_URL, scratch database)' : 'the embedded PGlite';
const msText = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`);

/** From the warm-up's p99 per second: after which second every later one stayed within budget. */
export function coldStart(p99PerSecond = [], budget) {
  const lastOver = p99PerSecond.findLastIndex((p99) => p99 !== null && p99 > budget);
  const worst = Math.max(0, ...p99PerSecond.filter((p99) => p99 !== null));
  if (lastOver === p99PerSecond.length - 1) return `not within the warm-up (worst p99 ${Math.round(worst)} ms)`;
  return `${lastOver + 1} s (worst second's p99 ${Math.round(worst)} ms)`;
}

/** Table rows in bench.mjs's shape: [figure, measured, budget, within budget ('yes' | 'NO' | '')]. */
export function apiRows({ jobs, database, result }, rate) {
  const size = `API ${jobs.toLocaleString('en')} jobs, ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  const budget = P99_BUDGET_MS(jobs);
  const { overall } = result;
  const rateHeld = overall.rps >= rate * RATE_TOLERANCE;
  const clean = overall.non2xx === 0 && result.errors === 0;
  const yesNo = (met) => (met ? 'yes' : 'NO');
  return [
    [
      `${size}: achieved rate (${result.seconds} s)`,
      `${Math.round(overall.rps)} req/s`,
      `${rate.toLocaleString('en')} req/s`,
      yesNo(rateHeld),
    ],
    [
      `${size}: p50 / p99, all endpoints`,
      `${msText(overall.p50)} / ${msText(overall.p99)}`,
      `p99 ≤ ${budget} ms at ${rate.toLocaleString('en')} req/s`,
      yesNo(overall.p99 !== null && overall.p99 <= budget && rateHeld && clean),
    ],
    ...result.endpoints.map((endpoint) => [
      `  ${endpoint.name} (${Math.round(endpoint.rps)} req/s)`,
      `${msText(endpoint.p50)} / ${msText(endpoint.p99)}`,
      '(reported)',
      '',
    ]),
    [`${size}: non-2xx / failed requests`, `${overall.non2xx} / ${result.errors}`, '0 / 0', yesNo(clean)],
    [`${size}: cold start, seconds until the p99 is within budget`, coldStart(result.warmupP99PerSecond, budget), '(reported)', ''],
  ];
}

/**
 * The API rows of the bench table: every size in BENCH_API_JOBS, one after the other (each on its
 * own fresh database and server). `deploy` is the DEPLOY_DIR the server serves; `root` a scratch folder.
 */
export async function apiLoadFigures({ deploy = deployDir(), root, env = process.env } = {}) {
  const settings = apiBenchSettings(env);
  console.log(`bench: API load runs on ${describe(settings.databaseUrl ? 'postgres' : 'pglite')}`);
  const rows = [];
  for (const jobs of settings.sizes) {
    const run = await runSize(jobs, settings, { root, deploy });
    for (const endpoint of run.result.endpoints) {
      if (endpoint.non2xx)
        console.log(`bench: API ${endpoint.name}: ${endpoint.non2xx} non-2xx (${JSON.stringify(endpoint.statuses)})`);
    }
    if (run.result.errors) console.log(`bench: API failed requests: ${JSON.stringify(run.result.errorKinds)}`);
    for (const line of run.serverErrors) console.log(`bench: API server log: ${line.slice(0, 400)}`);
    console.log(`bench: API load generator used ${Math.round(run.result.generatorCpu * 100)} % of one core`);
    rows.push(...apiRows(run, settings.rate));
  }
  return rows;
}


const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-bench-api-'));
  try {
    await serverLib.buildServer?.();
    printTable(await apiLoadFigures({ root }));
    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}. Figures vary between runs.`,
    );
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
