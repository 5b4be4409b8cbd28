// npm run release -- <area> [--no-build | --from <folder>]
// Builds one area (or the shell) and makes that build live as the version its content names. No
// other area is built or touched; every server serves it on its next page load, without a restart
// (within seconds on every machine when the registry is in PostgreSQL).
import path from 'node:path';
import { appDistDir } from './lib/paths.mjs';
import { buildApp, openReleases, releaseModule } from './lib/deploy.mjs';
import { fail } from './lib/process.mjs';

const args = process.argv.slice(2);
const fromAt = args.indexOf('--from');
const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
const name = args.find((arg, index) => !arg.startsWith('--') && (fromAt < 0 || index !== fromAt + 1));
const { RELEASE_AREAS, resolveArea } = await releaseModule();
const area = resolveArea(name);
if (!area || (fromAt >= 0 && !from)) {
  fail(
    `${!area ? (name ? `Unknown area "${name}"` : 'No area given') : '--from needs a folder'}.\n` +
      `Usage: npm run release -- <area> [--no-build | --from <built folder>]\nAreas: ${RELEASE_AREAS.join(', ')}`,
  );
}

let tools;
try {
  tools = await openReleases();
  const dist = from ? path.resolve(from) : args.includes('--no-build') ? appDistDir(area) : await buildApp(area);
  const { previous, current, changed } = await tools.release(area, dist);
  console.log(
    changed
      ? `\n✔ released ${area}: ${previous ?? '(none)'} → ${current}`
      : `\n✔ ${area} is already live at ${current} (this build is the same); nothing changed`,
  );
  console.log(`  ${tools.where}\n  served on the next page load on every server, no restart`);
} catch (error) {
  fail(`release of ${area} failed: ${error.message}\nThe live version is unchanged.`);
} finally {
  await tools?.close();
}
