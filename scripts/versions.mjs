// npm run versions [-- --json] [-- --all]: each area's live version, what went live when and by
// whom (newest first; the last 10 changes unless --all), and every published version.
import { existsSync } from 'node:fs';
import { openReleases } from './lib/deploy.mjs';
import { fail } from './lib/process.mjs';

const when = (date) => `${new Date(date).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

let tools;
try {
  tools = await openReleases();
  const report = await tools.report();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(`${tools.where}\n`);
    const all = process.argv.includes('--all');
    for (const { area, live, versions, history, lineage } of report) {
      console.log(`${area}  live: ${live ?? '(none)'}`);
      if (live && !existsSync(tools.bundles.localDir(area, live)) && !tools.bundles.hasBucket) {
        console.log(`  ! the live version's folder is missing from ${tools.bundles.deployDir}`);
      }
      const shown = all ? [...history].reverse() : history.slice(-10).reverse();
      for (const event of shown) {
        const was = event.previousVersion ? ` (was ${event.previousVersion})` : '';
        console.log(`  ${when(event.at)}  ${event.action.padEnd(8)} ${event.version}${was}  by ${event.actor}`);
      }
      if (history.length > shown.length) console.log(`  … ${history.length - shown.length} earlier (--all)`);
      if (versions.length) console.log('  published:');
      for (const published of [...versions].reverse()) {
        const mark = published.version === live ? '*' : ' ';
        const note = lineage.includes(published.version)
          ? ''
          : history.some((event) => event.version === published.version)
            ? '  (rolled back from)'
            : '';
        console.log(`  ${mark} ${published.version}  ${when(published.publishedAt)}  by ${published.publishedBy}${note}`);
      }
      if (!versions.length) console.log('    (no versions published)');
      console.log('');
    }
    console.log('* live. A rollback without a version goes back to the one live before it, never to one rolled back from.');
  }
} catch (error) {
  fail(`could not read the release registry: ${error.message}`);
} finally {
  await tools?.close();
}
