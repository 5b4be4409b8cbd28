// Browser tests on the production build, served by the real API server, in Debian's Chromium.
// The global setup builds every app into a temp DEPLOY_DIR and starts the server; see
// support/global-setup.ts. Never downloads a browser: CHROME_PATH or /usr/bin/chromium.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, DEFAULT_CHROME_PATH } from '../scripts/lib/chromium.mjs';
import { freePort } from '../scripts/lib/server.mjs';

// Chosen once by the runner; workers inherit the variable, so everyone agrees on the port.
process.env.E2E_PORT ??= String(await freePort());
// localhost, not 127.0.0.1: WebAuthn (passkeys, issue 38) runs only in a secure context whose
// relying-party id is a domain name; an IP address is refused. The server's PUBLIC_URL agrees.
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  // Two cores: one browser at a time; the release journey also mutates the shared deploy dir.
  workers: 1,
  fullyParallel: false,
  forbidOnly: process.env.CI === 'true',
  // One retry on CI only; Playwright still reports a test that needed it as flaky.
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || DEFAULT_CHROME_PATH,
      // host-resolver-rules: every host name except localhost fails to resolve, so no test can
      // reach a non-loopback address (fonts, analytics, an external link followed by mistake).
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    },
    // The journeys run as someone whose system asks for less motion, which the app honours
    // (motion-preference.spec.ts holds both preferences): no dialog zooms in, so a click is never
    // aimed at a confirmation still animating, where it was lost on a loaded machine (admin-blog's
    // Delete, programmes' Hire).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
