// npm start: builds whatever is not deployed yet and compiles the API (always: it is fast and never
// stale), then runs the one production server (API + socket + shell + remotes) with plain node in
// the foreground, relaying Ctrl+C / SIGTERM to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDeployed, openReleases } from './lib/deploy.mjs';
import { REPO_ROOT, deployDir } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';
import { serverCommand } from './lib/server.mjs';

const dir = deployDir();

try {
  // Compiles the API too (the release tools are part of it).
  const tools = await openReleases();
  try {
    await ensureDeployed(tools);
  } finally {
    await tools.close();
  }
} catch (error) {
  fail(`could not build Freelane: ${error.message}`);
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  DEPLOY_DIR: dir,
  DATA_DIR: path.resolve(REPO_ROOT, process.env.DATA_DIR || 'data'),
};
console.log(`\nStarting Freelane on http://localhost:${env.PORT || 8080} (deploy dir ${dir}, data ${env.DATA_DIR})\n`);

// Own process group: a terminal Ctrl+C reaches only this script, which relays it exactly once,
// so the server's graceful shutdown is not cut short by a second signal.
const { command, args } = serverCommand();
const server = spawn(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit', detached: true });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('error', (error) => fail(`could not start the server: ${error.message}`));
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
