// `npm run test -w api`: Node 20's --test has no glob support, so list the test files here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(apiDir, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort()
  .map((file) => path.join('src', file));

if (files.length === 0) {
  console.error('No API test files found.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  cwd: apiDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
