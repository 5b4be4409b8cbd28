// `npm run test -w api`: Node 20's --test has no glob support, so list the test files here.
// Tests that need a real PostgreSQL (several API processes on one database; `postgres` in the file
// name) read TEST_DATABASE_URL; when it is not set, a throwaway PostgreSQL server is started for the
// run if one is installed. Tests that need a real S3-compatible store (`-s3` in the file name) read
// TEST_S3_ENDPOINT; when it is not set, a throwaway moto server is started if moto is installed. On
// CI (CI=true) a missing PostgreSQL or moto fails the run instead of skipping those tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayS3 } from '../../scripts/lib/moto.mjs';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
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
    console.log('API tests: no PostgreSQL installed, so the *-postgres tests are skipped (apt-get install -y postgresql).');
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
    console.log("API tests: moto is not installed, so the *-s3 tests are skipped (python3 -m pip install 'moto[server]').");
  }
}

let status = 1;
try {
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: apiDir,
    stdio: 'inherit',
    env,
  });
  status = result.status ?? 1;
} finally {
  postgres?.stop();
  s3?.stop();
}
process.exit(status);
