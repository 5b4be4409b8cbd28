// npm run release -- <area> [--no-build]
// Builds one area into a new immutable version folder and points remotes.json at it. No other
// area is built or touched; the running server serves the new version on the next page load.
import { releaseArea } from './lib/deploy.mjs';
import { AREA_FOLDERS, deployDir, resolveArea } from './lib/paths.mjs';
import { fail } from './lib/process.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const area = resolveArea(name);
if (!area) {
  fail(`${name ? `Unknown area "${name}"` : 'No area given'}.\nUsage: npm run release -- <area> [--no-build]\nAreas: ${AREA_FOLDERS.join(', ')}`);
}

try {
  const { previous, current } = await releaseArea(area, { build: !args.includes('--no-build') });
  console.log(`\n✔ released ${area}: ${previous ?? '(none)'} → ${current}`);
  console.log(`  registry: ${deployDir()}/remotes.json (served on the next page load, no restart)`);
} catch (error) {
  fail(`release of ${area} failed: ${error.message}\nThe live version is unchanged.`);
}
