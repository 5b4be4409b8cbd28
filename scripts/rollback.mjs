// npm run rollback -- <area> [version]
// Points remotes.json back at an already-published version of one area: by default the one just
// before the live version (name order = publish order). Nothing is built or deleted.
import { listVersions, liveVersion, readRegistry, setLiveVersion } from './lib/deploy.mjs';
import { AREA_FOLDERS, resolveArea } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';

const [name, wanted] = process.argv.slice(2);
const area = resolveArea(name);
if (!area) {
  fail(`${name ? `Unknown area "${name}"` : 'No area given'}.\nUsage: npm run rollback -- <area> [version]\nAreas: ${AREA_FOLDERS.join(', ')}`);
}

const versions = await listVersions(area);
const live = liveVersion(await readRegistry(), area);
const available = versions.length ? versions.join('\n    ') : '(none)';

let target = wanted;
if (target) {
  if (!versions.includes(target)) {
    fail(`${area} has no version "${target}".\n  Available (oldest first):\n    ${available}`);
  }
  if (target === live) {
    console.log(`${area} is already on ${live}; nothing to do.`);
    process.exit(0);
  }
} else {
  if (!live) fail(`${area} has no live version yet; release it first (npm run release -- ${area}).`);
  target = versions.filter((version) => version < live).at(-1);
  if (!target) {
    fail(`${area} has no version older than the live one (${live}) to roll back to.\n  Available:\n    ${available}`);
  }
}

try {
  const { previous, current } = await setLiveVersion(area, target);
  console.log(`✔ rolled back ${area}: ${previous ?? '(none)'} → ${current}`);
} catch (error) {
  fail(`rollback of ${area} failed: ${error.message}`);
}
