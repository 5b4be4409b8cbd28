// npm run dev: the API (tsx watch, demo data) plus every app's rsbuild dev server with hot
// reload, in one terminal with prefixed output. Ctrl+C stops them all.
import concurrently from 'concurrently';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AREA_FOLDERS, REPO_ROOT } from './lib/paths.mjs';

const COLORS = ['blue', 'green', 'magenta', 'cyan', 'yellow', 'red', 'white'];
const devPort = (folder) => JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')).freelane?.devPort;

const apps = ['shell', ...AREA_FOLDERS];
const commands = [
  {
    name: 'api',
    command: 'npm run --silent dev -w api',
    // The API runs in api/; pin its data to <repo>/data as with npm start.
    env: {
      SEED_DEMO: process.env.SEED_DEMO ?? '1',
      NODE_ENV: 'development',
      DATA_DIR: path.resolve(REPO_ROOT, process.env.DATA_DIR || 'data'),
    },
  },
  ...apps.map((folder) => ({ name: folder, command: `npm run --silent dev -w ${folder}` })),
].map((entry, index) => ({ ...entry, prefixColor: COLORS[index % COLORS.length] }));

console.log('Freelane dev servers:');
console.log(`  api                 http://localhost:${process.env.PORT || 8080}`);
for (const folder of apps) console.log(`  ${folder.padEnd(20)}http://localhost:${devPort(folder)}`);
console.log(`Open the shell: http://localhost:${devPort('shell')}\n`);

const { result } = concurrently(commands, {
  cwd: REPO_ROOT,
  prefix: 'name',
  padPrefix: true,
  killOthersOn: ['failure'],
  handleInput: false,
});

result.then(
  () => process.exit(0),
  (events) => {
    const failed = events.filter((event) => event.exitCode !== 0 && event.exitCode !== 'SIGINT' && event.exitCode !== 'SIGTERM');
    if (failed.length) console.error(`\n✖ stopped: ${failed.map((event) => event.command.name).join(', ')} failed`);
    process.exit(failed.length ? 1 : 0);
  },
);
