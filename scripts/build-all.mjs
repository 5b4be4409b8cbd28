// npm run build: builds the shell and every area, and makes each build live as the version its
// content names, unless it is live already or an operator rolled back from it (so a full rebuild
// never undoes a rollback; the build is still published, `npm run rollback -- <area> <version>`
// makes it live).
import { buildApp, openReleases } from './lib/deploy.mjs';
import { fail } from './lib/process.mjs';

const summary = [];
let tools;
try {
  const started = Date.now();
  tools = await openReleases();
  for (const area of tools.areas) {
    const outcome = await tools.releaseBuild(area, await buildApp(area));
    summary.push([area, describe(outcome)]);
  }
  console.log(`\n✔ build finished in ${Math.round((Date.now() - started) / 1000)} s — ${tools.where}`);
  for (const [name, outcome] of summary) console.log(`  ${name.padEnd(20)} ${outcome}`);
} catch (error) {
  fail(`build failed: ${error.message}`);
} finally {
  await tools?.close();
}

function describe(outcome) {
  if (outcome.skipped) return `${outcome.skipped} published, not made live: it was rolled back from (live stays ${outcome.live})`;
  if (!outcome.changed) return `unchanged (live ${outcome.current})`;
  return `${outcome.previous ?? '(none)'} → ${outcome.current}`;
}
