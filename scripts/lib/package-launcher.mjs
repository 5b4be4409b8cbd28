// The packaged server's entry point: copied as server.js into the top folder of the package that
// `npm run package` writes (scripts/lib/package.mjs). Plain Node.js, nothing else:
//
//   node server.js            serves the site: the same environment variables as `npm start`
//                             (README, "Configuration"), NODE_ENV=production unless set
//   node server.js migrate    applies the migrations and exits (`npm run migrate`; the server also
//                             migrates at its start, which is all one machine needs)
//   node server.js release    makes this package's front-end versions live in the configured
//                             registry (`npm run build`'s rule: never one an operator rolled back from)
//   node server.js --version  prints the version, commit and front-end versions it carries
//
// The server runs in this very process (no wrapper), so a service manager's SIGTERM reaches it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TOP = path.dirname(fileURLToPath(import.meta.url));
const PACKAGED_DEPLOY = path.join(TOP, 'deploy');
const compiled = (name) => path.join(TOP, 'api', 'dist', name);
const manifest = JSON.parse(readFileSync(path.join(TOP, 'package.json'), 'utf8'));
const packaged = manifest.freelane ?? {};

process.env.NODE_ENV ||= 'production';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/**
 * The front end this package carries, made live in the registry the environment names (DEPLOY_DIR's
 * registry.json, or PostgreSQL with DATABASE_URL; its files to the bucket with S3_BUCKET). At start
 * only for the areas with nothing live this machine can serve, as `npm start` builds those: with
 * the default DEPLOY_DIR (this package's deploy/) that is none.
 */
async function releasePackaged({ onlyMissing }) {
  const releases = await import(pathToFileURL(compiled('releases.js')).href);
  let tools;
  try {
    tools = await releases.openReleaseTools(
      releases.loadReleaseConfig(process.env, process.cwd()),
      releases.defaultActor(process.env),
    );
  } catch (error) {
    fail(error.name === 'ConfigError' ? error.message : `could not open the release registry: ${error.message}`);
  }
  try {
    const live = await tools.live();
    let told = !onlyMissing;
    for (const area of tools.areas) {
      if (onlyMissing && live[area] && (await tools.ensureLocal(area, live[area]))) continue;
      if (!told)
        console.log(`Nothing live this machine can serve (${tools.where}): releasing this package's front end`);
      told = true;
      const outcome = await tools.releaseFrom(area, packaged.live[area], PACKAGED_DEPLOY);
      if (outcome.skipped)
        console.log(
          `  ${area}: ${outcome.skipped} published, not made live (it was rolled back from; live stays ${outcome.live})`,
        );
      else if (outcome.changed) console.log(`  ${area}: ${outcome.previous ?? '(none)'} → ${outcome.current}`);
      else if (!onlyMissing) console.log(`  ${area}: ${outcome.current} already live`);
    }
  } finally {
    await tools.close();
  }
}

const command = process.argv[2] ?? 'serve';
if (command === 'serve') {
  await releasePackaged({ onlyMissing: true });
  await import(pathToFileURL(compiled('server.js')).href);
} else if (command === 'migrate') {
  // api/dist/migrate.js is `npm run migrate`'s own program (it reads DATABASE_URL or DATA_DIR).
  if (!existsSync(compiled('migrate.js')))
    fail('this package has no api/dist/migrate.js: its server applies the migrations at start');
  await import(pathToFileURL(compiled('migrate.js')).href);
} else if (command === 'release') {
  console.log(`Releasing the front end of freelane ${manifest.version} (${packaged.commit}):`);
  await releasePackaged({ onlyMissing: false });
} else if (command === '--version' || command === 'version') {
  console.log(
    `freelane ${manifest.version} (commit ${packaged.commit}, packaged ${packaged.packagedAt} for ${packaged.platform})`,
  );
  for (const [area, version] of Object.entries(packaged.live ?? {})) console.log(`  ${area.padEnd(20)} ${version}`);
} else {
  console.error('usage: node server.js [migrate | release | --version]');
  process.exit(2);
}
