// npm run test:e2e [-- <playwright args>]: the browser tests on the production build, in the
// machine's Chromium. No Chromium: CI fails loudly, a developer machine skips with a note.
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
