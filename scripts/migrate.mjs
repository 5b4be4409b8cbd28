// npm run migrate: compiles the API (well under a second, so never stale) and applies the committed
// migrations to DATABASE_URL, or to the embedded database in DATA_DIR, then exits. On several
// machines this runs once, before the machines are rolled onto the new release (docs/operations.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';
import { buildServer } from './lib/server.mjs';

try {
  await buildServer();
} catch (error) {
  fail(`could not build the API: ${error.message}`);
}
const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'migrate.js')], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
});
child.on('error', (error) => fail(`could not run the migrations: ${error.message}`));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
