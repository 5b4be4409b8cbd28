// The backup commands as the root scripts run them (api/src/backup, compiled with the server into
// api/dist/backup.js): npm run backup, restore and held-mail. See docs/operations.md, "Backups".
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.mjs';
import { fail } from './process.mjs';
import { buildServer } from './server.mjs';

/**
 * Runs one command of api/dist/backup.js with the script's arguments: DATA_DIR and DEPLOY_DIR are
 * relative to the repository root (as for the server), FILE to where `npm run` was typed.
 */
export async function runBackupCommand(name) {
  try {
    await buildServer();
    const commands = await import(pathToFileURL(path.join(REPO_ROOT, 'api', 'dist', 'backup.js')).href);
    await commands[name](process.argv.slice(2), {
      env: process.env,
      cwd: REPO_ROOT,
      fileCwd: process.env.INIT_CWD ?? process.cwd(),
    });
  } catch (error) {
    fail(error.message);
  }
  // PGlite's runtime and the pg pool may keep timers: the command is done.
  process.exit(0);
}
