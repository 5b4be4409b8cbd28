// npm run test:e2e [-- <playwright args>]: the browser tests on the production build, in the
// machine's Chromium. No Chromium: CI fails loudly, a developer machine skips with a note.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_CHROME_PATH, findChromium } from './lib/chromium.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { fail, run } from './lib/process.mjs';

const chromium = findChromium();
if (!chromium) {
  const wanted = process.env.CHROME_PATH || DEFAULT_CHROME_PATH;
  if (process.env.CI === 'true') {
    fail(`e2e: no Chromium at ${wanted}. CI must run the browser tests: install it (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  console.log('\n──────────────────────────────────────────────────────────────');
  console.log(`  e2e SKIPPED: no Chromium at ${wanted}.`);
  console.log('  Install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH, then');
  console.log('  run `npm run test:e2e`. CI (CI=true) never skips.');
  console.log('──────────────────────────────────────────────────────────────\n');
  process.exit(0);
}

// One browser run per checkout at a time: Playwright empties e2e/test-results when a run starts, so a
// second run started beside one in progress deletes the first one's trace files under its running
// tests, which then fail with ENOENT on a .trace/.network file (seen as a "flaky" programmes test
// after the stop 43 merges: a rerun of the failed files was started while the full run was going).
const LOCK = path.join(REPO_ROOT, 'e2e', '.run.lock');
takeRunLock();
process.on('exit', () => rmSync(LOCK, { force: true }));

const require = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'));
const cli = require.resolve('@playwright/test/cli');
console.log(`e2e: using ${chromium}`);
try {
  await run(process.execPath, [cli, 'test', '-c', path.join(REPO_ROOT, 'e2e', 'playwright.config.ts'), ...process.argv.slice(2)], {
    env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
} catch {
  fail('e2e: some browser tests failed (report above; traces in e2e/test-results).');
}

/** Takes e2e/.run.lock (this process's id), or fails naming the run that holds it; a dead holder's lock is taken over. */
function takeRunLock() {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(LOCK, 'utf8'));
      if (holder && isAlive(holder)) {
        fail(
          `e2e: another browser run (process ${holder}) is using this checkout's e2e/test-results. Wait for it to ` +
            'end: a second run would empty that folder under its running tests (their traces fail with ENOENT).',
        );
      }
      rmSync(LOCK, { force: true }); // left by a run that was killed
    }
  }
  fail(`e2e: could not take ${path.relative(REPO_ROOT, LOCK)}`);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
