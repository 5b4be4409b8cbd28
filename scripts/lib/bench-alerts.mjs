// Job alert figures for `npm run bench` (issue 37), BENCH_ONLY=alerts: per run, a fresh database with
// N saved searches and N jobs (api/scripts/bench-alerts.ts, the real app in a process of its own):
// the time from a job post until every matching owner's JobAlert notification is stored, and Best
// match latencies. N: BENCH_ALERTS_N, else 100,000 on PostgreSQL and 10,000 on PGlite. PostgreSQL when
// BENCH_API_POSTGRES=throwaway (a throwaway cluster per run). Medians of BENCH_ALERTS_RUNS (3).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { median } from './bench-measures.mjs';

function oneRun(n, databaseUrl) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'scripts', 'bench-alerts.ts'), String(n), ...(databaseUrl ? [databaseUrl] : [])],
    { cwd: path.join(REPO_ROOT, 'api'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`alerts bench failed: ${result.stderr || result.stdout}`);
  const line = result.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

export async function alertFigures({ env = process.env } = {}) {
  const postgres = env.BENCH_API_POSTGRES === 'throwaway';
  const n = Number(env.BENCH_ALERTS_N || (postgres ? 100_000 : 10_000));
  const runs = Number(env.BENCH_ALERTS_RUNS || 3);
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    let cluster;
    try {
      if (postgres) {
        cluster = await startThrowawayPostgres();
        if (!cluster) throw new Error('BENCH_API_POSTGRES=throwaway: no PostgreSQL binaries found');
      }
      results.push(oneRun(n, cluster?.url));
    } finally {
      cluster?.stop();
    }
  }
  return { n, database: postgres ? 'PostgreSQL' : 'PGlite', runs: results, median: (key) => median(results.map((r) => r[key])) };
}
