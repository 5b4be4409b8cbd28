// npm start: builds whatever is not deployed yet and compiles the API (always: it is fast and never
// stale), then runs the one production server (API + socket + shell + remotes) with plain node in
// the foreground, relaying Ctrl+C / SIGTERM to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp, liveVersion, publishShell, readRegistry, releaseArea } from './lib/deploy.mjs';
import { AREA_FOLDERS, REPO_ROOT, deployDir } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';
import { buildServer, serverCommand } from './lib/server.mjs';

const dir = deployDir();

try {
  if (!existsSync(path.join(dir, 'shell', 'index.html'))) {
    await buildApp('shell');
    await publishShell({ dir });
  }
  const registry = await readRegistry(dir);
  for (const area of AREA_FOLDERS) {
    const live = liveVersion(registry, area);
    if (live && existsSync(path.join(dir, 'remotes', area, live, 'mf-manifest.json'))) continue;
    const { current } = await releaseArea(area, { dir });
    console.log(`✔ ${area} released as ${current}`);
  }
  await buildServer();
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
