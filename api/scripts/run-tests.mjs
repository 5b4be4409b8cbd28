// `npm run test -w api`: Node 20's --test has no glob support, so list the test files here.
// Tests that need a real PostgreSQL (several API processes on one database) read TEST_DATABASE_URL;
// when it is not set, a throwaway PostgreSQL server is started for the run if one is installed. On CI
// (CI=true) a missing PostgreSQL fails the run instead of skipping those tests.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
}
process.exit(status);
