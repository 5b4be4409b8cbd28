// The front end's releases as the root scripts use them: builds an app (npm run build -w <app>) and
// opens the release tools (api/src/releases, compiled with the server into api/dist/releases.js):
// the registry of what is live (DEPLOY_DIR/registry.json, or PostgreSQL with DATABASE_URL) and the
// released files (DEPLOY_DIR, and the bucket with S3_BUCKET). See docs/operations.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appDistDir, REPO_ROOT } from './paths.mjs';
import { run } from './process.mjs';
import { buildServer } from './server.mjs';

const REQUIRED_FILE = { shell: 'index.html' };
const requiredFile = (folder) => REQUIRED_FILE[folder] ?? 'mf-manifest.json';

/** `npm run build -w <folder>` → <folder>/dist; checks the build produced what we deploy. */
export async function buildApp(folder) {
  const dist = appDistDir(folder);
  console.log(`\n▶ building ${folder}`);
  await run('npm', ['run', 'build', '-w', folder]);
  if (!existsSync(path.join(dist, requiredFile(folder)))) {
    throw new Error(`${folder} built, but ${path.relative(process.cwd(), dist)}/${requiredFile(folder)} is missing`);
  }
  return dist;
}

let compiled;
/** The compiled release module (built with the API, well under a second, once per process). */
export function releaseModule() {
  compiled ??= buildServer().then(() =>
    import(pathToFileURL(path.join(REPO_ROOT, 'api', 'dist', 'releases.js')).href),
  );
  return compiled;
}

/** The release tools for this environment (DEPLOY_DIR, DATABASE_URL, S3_*); close() them when done. */
export async function openReleases(env = process.env) {
  const releases = await releaseModule();
  return releases.openReleaseTools(releases.loadReleaseConfig(env, REPO_ROOT), releases.defaultActor(env));
}

/**
 * npm start and the bench: builds and releases every area (the shell first) that has no live
 * version this machine can serve, so a fresh checkout starts with everything built.
 */
export async function ensureDeployed(tools) {
  const live = await tools.live();
  for (const area of tools.areas) {
    if (live[area] && (await tools.ensureLocal(area, live[area]))) continue;
    const { current } = await tools.release(area, await buildApp(area));
    console.log(`✔ ${area} released as ${current}`);
  }
}
