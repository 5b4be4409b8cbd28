// Builds every app into a temp DEPLOY_DIR with the real build script (`npm run build` code path),
// starts the production server on a free loopback port with a temp DATA_DIR and demo data, and
// returns the teardown. E2E_DEPLOY_DIR=<dir> reuses an existing deploy dir (skips the build) for
// quick local iterations; E2E_KEEP=1 keeps the temp folder for inspection. A mock OpenID Connect
// provider (api/src/testing) plays Google, and mail goes to an outbox folder the specs read.
import { spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/paths.mjs';
import { startServer } from '../../scripts/lib/server.mjs';
import { startMockOidcProvider } from '../../api/src/testing/mock-oidc-provider';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-e2e-'));
  const deployDir = process.env.E2E_DEPLOY_DIR ? path.resolve(process.env.E2E_DEPLOY_DIR) : path.join(root, 'deploy');
  const dataDir = path.join(root, 'data');
  const port = Number(process.env.E2E_PORT);

  if (!(process.env.E2E_DEPLOY_DIR && existsSync(path.join(deployDir, 'registry.json')))) {
    console.log(`\n[e2e] building every app into ${deployDir}`);
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-all.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('[e2e] the production build failed (see above)');
  }

  // Stands in for Google (loopback only): the server's OpenID Connect client talks to it for real.
  const oidc = await startMockOidcProvider();
  const mailOutboxDir = path.join(dataDir, 'outbox');

  const logFile = path.join(root, 'server.log');
  const log = openSync(logFile, 'a');
  console.log(`[e2e] starting the server on localhost:${port} (log: ${logFile})`);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      port,
      // The browser opens http://localhost (playwright.config.ts): Fastify listens on every address
      // localhost resolves to (127.0.0.1, and ::1 where the machine maps it too).
      host: 'localhost',
      stdio: ['ignore', log, log],
      // Migrating and seeding a fresh demo database took 146 s at load average 23 on the shared
      // 2-core machine (the default 60 s ended the run before any test). A server that dies still
      // fails at once (waitForHealth watches the child).
      healthTimeoutMs: 300_000,
      env: {
        DEPLOY_DIR: deployDir,
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        // The journeys sign up dozens of fresh accounts from one address within minutes.
        SIGNUPS_PER_ADDRESS: '500',
        // web-push.spec.ts: the API sends pushes to a test push service on loopback (tests only).
        PUSH_INSECURE_ENDPOINTS: '1',
        // The passkeys' relying-party id is PUBLIC_URL's host name: `localhost`, as the browser sees it.
        PUBLIC_URL: `http://localhost:${port}`,
        COMMUNITY_URL: 'https://community.freelane.test/group',
        MAIL_OUTBOX_DIR: mailOutboxDir,
        GOOGLE_ISSUER_URL: oidc.issuer,
        GOOGLE_CLIENT_ID: oidc.clientId,
        GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      },
    });
  } catch (error) {
    await oidc.close();
    console.error(`[e2e] server log:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    throw error;
  }

  // Read by the specs (workers inherit the runner's environment).
  process.env.E2E_DEPLOY_DIR_ACTIVE = deployDir;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_SERVER_PID = String(server.child.pid);
  process.env.E2E_MAIL_OUTBOX_DIR = mailOutboxDir;
  process.env.E2E_MOCK_OIDC_ISSUER = oidc.issuer;

  return async () => {
    await server.stop();
    await oidc.close();
    // Kept with the traces (e2e/test-results) so a failed CI run can be read afterwards.
    await fs.mkdir(path.join(REPO_ROOT, 'e2e', 'test-results'), { recursive: true });
    await fs.copyFile(logFile, path.join(REPO_ROOT, 'e2e', 'test-results', 'server.log')).catch(() => undefined);
    if (process.env.E2E_KEEP === '1') console.log(`[e2e] kept ${root}`);
    else await fs.rm(root, { recursive: true, force: true });
  };
}
