// npm run rollback -- <area> [version]
// Makes an already-published version of one area live again: by default the version that was live
// before the current one, by the registry's history (never one that was rolled back from). Nothing
// is built or deleted.
import { openReleases, releaseModule } from './lib/deploy.mjs';
import { fail } from './lib/process.mjs';

const [name, wanted] = process.argv.slice(2);
const { RELEASE_AREAS, resolveArea } = await releaseModule();
const area = resolveArea(name);
if (!area) {
  fail(`${name ? `Unknown area "${name}"` : 'No area given'}.\nUsage: npm run rollback -- <area> [version]\nAreas: ${RELEASE_AREAS.join(', ')}`);
}

let tools;
try {
  tools = await openReleases();
  const { previous, current, changed } = await tools.rollback(area, wanted);
  console.log(changed ? `✔ rolled back ${area}: ${previous} → ${current}` : `${area} is already on ${current}; nothing to do.`);
} catch (error) {
  fail(error.name === 'ReleaseRefused' ? error.message : `rollback of ${area} failed: ${error.message}`);
} finally {
  await tools?.close();
}
