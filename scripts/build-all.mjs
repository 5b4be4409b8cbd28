// npm run build: builds the shell and every remote, swaps in the shell, and publishes each remote
// whose dist differs from its newest published version (then points the registry at it). A remote
// whose dist is unchanged keeps its live version — so a rollback is not undone by a rebuild.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  buildApp,
  contentHashOf,
  hashDir,
  listVersions,
  liveVersion,
  publishRemote,
  publishShell,
  readRegistry,
  setLiveVersion,
} from './lib/deploy.mjs';
import { AREA_FOLDERS, deployDir } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';

const dir = deployDir();
const summary = [];

try {
  const started = Date.now();
  const shellDist = await buildApp('shell');
  const shellBefore = existsSync(path.join(dir, 'shell', 'index.html')) ? await hashDir(path.join(dir, 'shell')) : null;
  if (shellBefore && shellBefore === (await hashDir(shellDist))) {
    summary.push(['shell', 'unchanged']);
  } else {
    await publishShell({ dir, distDir: shellDist });
    summary.push(['shell', shellBefore ? 'replaced' : 'published']);
  }

  for (const area of AREA_FOLDERS) {
    const dist = await buildApp(area);
    summary.push([area, await publishIfChanged(area, dist)]);
  }

  console.log(`\n✔ build finished in ${Math.round((Date.now() - started) / 1000)} s — deploy dir ${dir}`);
  for (const [name, outcome] of summary) console.log(`  ${name.padEnd(20)} ${outcome}`);
} catch (error) {
  fail(`build failed: ${error.message}`);
}

async function publishIfChanged(area, dist) {
  const [versions, registry] = [await listVersions(area, dir), await readRegistry(dir)];
  const live = liveVersion(registry, area);
  const newest = versions.at(-1);
  if (newest && contentHashOf(newest) === (await hashDir(dist))) {
    if (live) return `unchanged (newest ${newest}, live ${live})`;
    await setLiveVersion(area, newest, dir);
    return `live → ${newest} (already published)`;
  }
  const version = await publishRemote(area, { dir, distDir: dist });
  await setLiveVersion(area, version, dir);
  return `${live ?? '(none)'} → ${version}`;
}
