// npm run versions [-- --json]: each area's live version and every published one (oldest first).
import { listVersions, liveVersion, readRegistry, registryPath } from './lib/deploy.mjs';
import { AREA_FOLDERS, deployDir } from './lib/paths.mjs';

const registry = await readRegistry();
const report = await Promise.all(
  AREA_FOLDERS.map(async (area) => ({ area, live: liveVersion(registry, area), versions: await listVersions(area) })),
);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`Deploy dir: ${deployDir()}  (registry: ${registryPath()})\n`);
  for (const { area, live, versions } of report) {
    console.log(`${area}  live: ${live ?? '(none)'}`);
    if (live && !versions.includes(live)) console.log(`  ! the live version's folder is missing`);
    for (const version of versions) console.log(`  ${version === live ? '*' : ' '} ${version}`);
    if (!versions.length) console.log('    (no versions published)');
    console.log('');
  }
}
