// `npm run test -w api`: Node 20's --test has no glob support, so list the test files here.
// Tests that need a real PostgreSQL (several API processes on one database; `postgres` in the file
// name) read TEST_DATABASE_URL; when it is not set, a throwaway PostgreSQL server is started for the
// run if one is installed. Tests that need a real S3-compatible store (`-s3` in the file name) read
// TEST_S3_ENDPOINT; when it is not set, a throwaway moto server is started if moto is installed. On
// CI (CI=true) a missing PostgreSQL or moto fails the run instead of skipping those tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayS3 } from '../../scripts/lib/moto.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';

/**
 * Whether a test file must run with no other test file beside it: the multi-process files (a real
 * PostgreSQL or bucket: `postgres` / `-s3` in the name) and any file whose source says
 * `RUNS ALONE:` in a comment, with the reason (it starts the real server or child processes, or
 * asserts a bound on a wait).
 */
function runsAlone(file) {
  if (file.includes('postgres') || file.includes('-s3')) return true;
  return readFileSync(path.join(apiDir, file), 'utf8').includes('RUNS ALONE:');
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  // The embedded database's files only (the README's check with the clock moved, which PostgreSQL's
  // own timeouts do not survive).
  .filter((file) => process.env.API_TESTS_WITHOUT_POSTGRES !== '1' || !file.includes('postgres'))
  .sort()
  .map((file) => path.join('src', file));

if (files.length === 0) {
  console.error('No API test files found.');
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: 'test' };
let postgres = null;
const needsPostgres = files.some((file) => file.includes('postgres'));
if (needsPostgres && !env.TEST_DATABASE_URL) {
  try {
    postgres = await startThrowawayPostgres();
  } catch (error) {
    console.error(`Could not start a throwaway PostgreSQL: ${error.message}`);
    if (env.CI === 'true') process.exit(1);
  }
  if (postgres) {
    env.TEST_DATABASE_URL = postgres.url;
    console.log(`API tests: PostgreSQL tests run against a throwaway server (${postgres.url}).`);
  } else if (env.CI === 'true') {
    console.error('PostgreSQL is required on CI for the multi-process tests (apt-get install -y postgresql).');
    process.exit(1);
  } else {
    console.log(
      'API tests: no PostgreSQL installed, so the *-postgres tests are skipped (apt-get install -y postgresql).',
    );
  }
}

let s3 = null;
/** Exits without leaving the throwaway PostgreSQL behind. */
const quit = (code) => {
  postgres?.stop();
  process.exit(code);
};
const needsS3 = files.some((file) => file.includes('-s3'));
if (needsS3 && !env.TEST_S3_ENDPOINT) {
  try {
    s3 = await startThrowawayS3();
  } catch (error) {
    console.error(`Could not start a throwaway S3 server: ${error.message}`);
    if (env.CI === 'true') quit(1);
  }
  if (s3) {
    env.TEST_S3_ENDPOINT = s3.endpoint;
    console.log(`API tests: S3 tests run against a throwaway moto server (${s3.endpoint}).`);
  } else if (env.CI === 'true') {
    console.error("moto is required on CI for the object storage tests (python3 -m pip install 'moto[server]').");
    quit(1);
  } else {
    console.log(
      "API tests: moto is not installed, so the *-s3 tests are skipped (python3 -m pip install 'moto[server]').",
    );
  }
}

// Two files at a time where that is safe: a test file is one process, and most of its wall time is
// one core busy (PGlite's worker, tsx) while the other waits, so on CI's 2 cores two in-process files
// at once cut the suite by about a quarter. Files that start servers or other processes, share a
// PostgreSQL or bucket, or bound a wait by the clock run afterwards, one at a time, as before: beside
// another file they would measure the neighbour, not the code (see `runsAlone`).
const alone = files.filter(runsAlone);
const together = files.filter((file) => !runsAlone(file));
const concurrency = 2;

/** One `node --test` run over these files, at most `jobs` files at a time; its exit status. */
const run = (group, jobs) => {
  if (group.length === 0) return 0;
  console.log(`API tests: ${group.length} file(s), ${jobs} at a time.`);
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--test', `--test-concurrency=${jobs}`, ...group],
    { cwd: apiDir, stdio: 'inherit', env },
  );
  return result.status ?? 1;
};

// One migrated embedded database for the whole run, which every in-process test app loads instead of
// running initdb and the migrations itself (src/testing/pglite-template.ts): about 3 s of a core
// saved per app, over a hundred apps.
const templateDir = mkdtempSync(path.join(tmpdir(), 'freelane-api-tests-'));
const template = path.join(templateDir, 'pglite-template.tar');
const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/testing/pglite-template.ts', template], {
  cwd: apiDir,
  stdio: 'inherit',
  env,
});
if (made.status !== 0) {
  console.error('Could not make the migrated database template (src/testing/pglite-template.ts).');
  rmSync(templateDir, { recursive: true, force: true });
  s3?.stop();
  quit(1);
}
env.PGLITE_TEST_TEMPLATE = template;

let status = 1;
try {
  const first = run(together, concurrency);
  const second = run(alone, 1);
  status = first || second;
} finally {
  postgres?.stop();
  s3?.stop();
  rmSync(templateDir, { recursive: true, force: true });
}
process.exit(status);
