// Job alert figures for `npm run bench` (issue 37), BENCH_ONLY=alerts: per run, a fresh database with
// N saved searches and N jobs (api/scripts/bench-alerts.ts, the real app in a process of its own):
// the time from a job post until every matching saved search's owner has the JobAlert notification
// stored, the post's own answer with the searches saved, and the same post's answer before any
// search was saved (today's), each the median of 5 posts in a run.
// The two sizes: 10,000 on PGlite, then 100,000 on PostgreSQL (a throwaway cluster per run,
// skipped with a note when PostgreSQL is not installed). BENCH_ALERTS_DATABASES=pglite,postgres picks
// them; BENCH_ALERTS_N overrides both sizes. Medians of BENCH_ALERTS_RUNS (3), the machine's load
// average (1/5/15 min) and CPU benchmark beside each run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths.mjs';
import { startThrowawayPostgres } from './postgres.mjs';
import { median } from './bench-measures.mjs';
import { machineBefore } from './bench-machine.mjs';

const SIZES = { pglite: 10_000, postgres: 100_000 };

function oneRun(n, databaseUrl) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'api', 'scripts', 'bench-alerts.ts'),
      String(n),
      ...(databaseUrl ? [databaseUrl] : []),
    ],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`alerts bench failed: ${result.stderr || result.stdout}`);
  const line = result.stdout.trim().split('\n').at(-1);
  return JSON.parse(line);
}

/** One group of runs per database: { database, n, runs: [{ …figures, machineBefore }], median(key), skipped? }. */
export async function alertFigures({ env = process.env } = {}) {
  const databases = (env.BENCH_ALERTS_DATABASES || 'pglite,postgres').split(',').map((name) => name.trim());
  const runs = Number(env.BENCH_ALERTS_RUNS || 3);
  const groups = [];
  for (const database of databases) {
    if (!SIZES[database]) throw new Error(`BENCH_ALERTS_DATABASES: unknown ${database} (pglite, postgres)`);
    const n = Number(env.BENCH_ALERTS_N || SIZES[database]);
    const results = [];
    let skipped = null;
    for (let run = 1; run <= runs && !skipped; run += 1) {
      let cluster;
      try {
        if (database === 'postgres') {
          cluster = await startThrowawayPostgres();
          if (!cluster) {
            skipped = 'PostgreSQL is not installed (set PG_BIN)';
            break;
          }
        }
        const before = machineBefore();
        console.log(`bench: alerts ${n.toLocaleString('en')} on ${database}, run ${run} of ${runs}: ${before}`);
        const result = { ...oneRun(n, cluster?.url), machineBefore: before };
        console.log(`bench: alerts ${JSON.stringify(result)}`);
        results.push(result);
      } finally {
        cluster?.stop();
      }
    }
    groups.push({
      database: database === 'postgres' ? 'PostgreSQL' : 'PGlite',
      n,
      runs: results,
      skipped,
      median: (key) => median(results.map((r) => r[key])),
    });
  }
  return groups;
}
