// Runs drizzle-kit (hoisted to the repo root) against the api's own drizzle-orm, which npm
// installed under api/node_modules: drizzle-kit would otherwise report "install drizzle-orm".
// Usage: node scripts/drizzle-kit.mjs generate --name <what-changed>
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(apiDir, 'package.json'));
const ormDir = path.dirname(path.dirname(require.resolve('drizzle-orm')));
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
const hook = pathToFileURL(path.join(apiDir, 'scripts', 'drizzle-orm-resolve-hook.mjs')).href;

const result = spawnSync(process.execPath, ['--import', hook, kitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: ormDir },
});
process.exit(result.status ?? 1);
