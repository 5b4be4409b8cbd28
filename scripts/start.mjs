// npm start: builds whatever is not deployed yet and compiles the API (always: it is fast and never
// stale), then runs the one production server (API + socket + shell + remotes) with plain node in
// the foreground, relaying Ctrl+C / SIGTERM to it and stopping it when npm start is stopped.
import path from 'node:path';
import { ensureDeployed, openReleases } from './lib/deploy.mjs';
import { REPO_ROOT, deployDir } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';
import { serverCommand } from './lib/server.mjs';
import { superviseServer } from './lib/supervise.mjs';

const dir = deployDir();
// Whoever started npm start (npm's shell): gone later means npm start was stopped (lib/supervise.mjs).
const launchedBy = process.ppid;

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
if (process.ppid !== launchedBy) fail('npm start was stopped while it was building');
console.log(`\nStarting Freelane on http://localhost:${env.PORT || 8080} (deploy dir ${dir}, data ${env.DATA_DIR})\n`);

// Own process group, signals relayed, and stopped with this process however it goes (lib/supervise.mjs).
const { command, args } = serverCommand();
const server = superviseServer({
  command,
  args,
  cwd: REPO_ROOT,
  env,
  parentPid: launchedBy,
  onExit: (code, signal) => {
    const status = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
    // Said in words: npm, stopped by a signal itself, ends by that signal whatever the server's
    // status was, so this line is the only place a person or CI (.ci/start-check.mjs) sees it.
    console.log(
      `Freelane stopped (${code !== null ? `server exit code ${code}` : `server ended by ${signal}`}): exit ${status}`,
    );
    process.exit(status);
  },
});
server.on('error', (error) => fail(`could not start the server: ${error.message}`));
