// `npm run package -- FILE`: one .tgz a machine runs with Node.js alone (issue 33). Its top folder
// mirrors the repository where the server looks for things, so the server's own path rules
// (api/src/paths.ts: dist/ one folder below api/, the repository root above it) hold unchanged:
//
//   freelane-<version>-<commit>/
//     server.js               the launcher (scripts/lib/package-launcher.mjs): `node server.js`
//     package.json            "type": "module", the version, the commit and the live versions
//     api/dist/*.js           the API as `npm run build -w api` compiled it (server, release tools, …)
//     api/drizzle/            the committed migrations, applied at start
//     api/src/seed/blog-covers/  the demo blog posts' cover pictures (SEED_DEMO)
//     api/package.json        "type": "module" for api/dist
//     node_modules/, api/node_modules/
//                             the API's production dependencies exactly as npm installed them here
//                             (same versions, same nesting), nothing else
//     deploy/                 the live version of the shell and of every area, with a registry
//                             naming them live (DEPLOY_DIR's layout; the default DEPLOY_DIR)
//     .env.example, freelane.service
//
// Production dependencies are copied from node_modules rather than installed again: the lockfile's
// versions, no network, and the native and WebAssembly parts (@node-rs/argon2's binary for this
// platform, PGlite's wasm and data files) come whole with their packages. Hence the package runs
// on the platform it was made on (OS, CPU, libc), with any supported Node (N-API, no rebuild).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openReleases, ensureDeployed, releaseModule } from './deploy.mjs';
import { REPO_ROOT } from './paths.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Where Node finds `name` when `fromDir` imports it: the nearest node_modules up to the repository root. */
function resolvePackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === REPO_ROOT || dir === path.dirname(dir)) return null;
  }
}

/**
 * Every installed package the API needs at run time: its `dependencies` (our own workspaces are
 * bundled into api/dist, so they are left out) and, recursively, theirs, their optional ones that
 * are installed (a native binary for this platform) and their peers. Returns folders relative to
 * the repository root (node_modules/x, api/node_modules/y, node_modules/x/node_modules/z), sorted.
 */
export function productionDependencies(packageJson = path.join(API_DIR, 'package.json')) {
  const found = new Map();
  const queue = Object.keys(readJson(packageJson).dependencies ?? {})
    .filter((name) => !name.startsWith('@freelane/'))
    .map((name) => ({ name, from: path.dirname(packageJson), optional: false, by: 'api' }));
  while (queue.length > 0) {
    const { name, from, optional, by } = queue.shift();
    const dir = resolvePackageDir(name, from);
    if (!dir) {
      if (optional) continue;
      throw new Error(`${name} (a dependency of ${by}) is not installed: run npm install first`);
    }
    const relative = path.relative(REPO_ROOT, dir);
    if (found.has(relative)) continue;
    found.set(relative, dir);
    const manifest = readJson(path.join(dir, 'package.json'));
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    const add = (names, isOptional) => {
      for (const dependency of names)
        queue.push({ name: dependency, from: dir, optional: isOptional, by: manifest.name });
    };
    add(Object.keys(manifest.dependencies ?? {}), false);
    add(Object.keys(manifest.optionalDependencies ?? {}), true);
    // A peer npm did not install is one nothing here uses (npm installs required peers).
    add(
      Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
      true,
    );
  }
  return [...found.keys()].sort();
}

/** Type declarations and source maps are for compilers and debuggers; nothing loads them at run time. */
const NOT_AT_RUN_TIME = /\.(d\.[cm]?ts|map)$/;

async function copyPackageFolder(relative, stagingDir) {
  const source = realpathSync(path.join(REPO_ROOT, relative));
  const nested = path.join(source, 'node_modules');
  await cp(source, path.join(stagingDir, relative), {
    recursive: true,
    // Nested packages are copied as entries of their own, only when they are needed.
    filter: (file) => file !== nested && !NOT_AT_RUN_TIME.test(file),
  });
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return `${result.stdout.trim()}${dirty.stdout.trim() ? '-dirty' : ''}`;
}

/**
 * Writes the package to `file` (.tgz). Builds like `npm start` does (the API, and any area with no
 * live version in the configured DEPLOY_DIR / registry) and packs the versions live there, so the
 * package serves what this checkout serves. Returns what it wrote and how long each part took.
 */
export async function writePackage(file, { log = console.log } = {}) {
  const output = path.resolve(file);
  if (!/\.(tgz|tar\.gz)$/.test(output)) throw new Error(`${file}: the package is a .tgz (or .tar.gz) file`);
  const timings = {};
  const time = async (what, work) => {
    const started = Date.now();
    const result = await work();
    timings[what] = Date.now() - started;
    return result;
  };

  const rootPackage = readJson(path.join(REPO_ROOT, 'package.json'));
  const commit = gitCommit();
  const top = `freelane-${rootPackage.version}-${commit}`;
  const work = await mkdtemp(path.join(os.tmpdir(), 'freelane-package-'));
  const staging = path.join(work, top);
  try {
    // The front end: what the registry serves, built first where nothing is live (as npm start does).
    const live = await time('frontEnd', async () => {
      const tools = await openReleases();
      try {
        await ensureDeployed(tools);
        const versions = await tools.live();
        for (const area of tools.areas) {
          const version = versions[area];
          if (!version || !(await tools.ensureLocal(area, version))) {
            throw new Error(`${area}: no live version this machine has the files of (${tools.where})`);
          }
          await cp(
            tools.bundles.localDir(area, version),
            path.join(staging, 'deploy', path.relative(tools.bundles.deployDir, tools.bundles.localDir(area, version))),
            { recursive: true },
          );
        }
        // Every shell build's hashed files: the live one's are among them.
        if (existsSync(tools.bundles.shellStaticDir)) {
          await cp(tools.bundles.shellStaticDir, path.join(staging, 'deploy', 'shell', 'static'), { recursive: true });
        }
        return Object.fromEntries(tools.areas.map((area) => [area, versions[area]]));
      } finally {
        await tools.close();
      }
    });
    // The package's own registry, written by the release tools: each version published and live.
    const releases = await releaseModule();
    const packaged = await releases.openReleaseTools(
      { deployDir: path.join(staging, 'deploy'), databaseUrl: undefined, objectStorage: undefined },
      `npm run package (${commit})`,
    );
    try {
      for (const [area, version] of Object.entries(live)) {
        await packaged.registry.recordVersion(area, version, packaged.actor);
        await packaged.registry.change(area, packaged.actor, () => ({ action: 'release', version }));
      }
    } finally {
      await packaged.close();
    }

    // The API, as openReleases() just compiled it, and its migrations.
    await time('api', async () => {
      const dist = path.join(API_DIR, 'dist');
      await mkdir(path.join(staging, 'api', 'dist'), { recursive: true });
      for (const name of await readdir(dist)) {
        if (/\.js(\.map)?$/.test(name)) await copyFile(path.join(dist, name), path.join(staging, 'api', 'dist', name));
      }
      await cp(path.join(API_DIR, 'drizzle'), path.join(staging, 'api', 'drizzle'), { recursive: true });
      // The demo blog covers SEED_DEMO stores (api/src/paths.ts: BLOG_COVERS_DIR, the same place).
      const covers = path.join('src', 'seed', 'blog-covers');
      await cp(path.join(API_DIR, covers), path.join(staging, 'api', covers), { recursive: true });
      const apiPackage = readJson(path.join(API_DIR, 'package.json'));
      await writeFile(
        path.join(staging, 'api', 'package.json'),
        `${JSON.stringify({ name: apiPackage.name, version: apiPackage.version, private: true, type: 'module' }, null, 2)}\n`,
      );
    });

    const dependencies = await time('dependencies', async () => {
      const folders = productionDependencies();
      for (const folder of folders) await copyPackageFolder(folder, staging);
      return folders;
    });

    await copyFile(path.join(REPO_ROOT, 'scripts', 'lib', 'package-launcher.mjs'), path.join(staging, 'server.js'));
    await copyFile(path.join(REPO_ROOT, '.env.example'), path.join(staging, '.env.example'));
    await copyFile(path.join(REPO_ROOT, 'ops', 'systemd', 'freelane.service'), path.join(staging, 'freelane.service'));
    const manifest = {
      name: 'freelane',
      version: rootPackage.version,
      private: true,
      type: 'module',
      description: 'Freelane, packaged: node server.js (see docs/operations.md, "Installing the package")',
      engines: rootPackage.engines,
      freelane: {
        commit,
        packagedAt: new Date().toISOString(),
        platform: `${process.platform}-${process.arch}`,
        packagedWithNode: process.versions.node,
        live,
      },
    };
    await writeFile(path.join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    await time('archive', async () => {
      await mkdir(path.dirname(output), { recursive: true });
      const tar = spawnSync('tar', ['-czf', output, '-C', work, top], {
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      });
      if (tar.error || tar.status !== 0)
        throw new Error(`tar could not write ${output}: ${tar.error?.message ?? tar.stderr.trim()}`);
    });
    log(
      `✔ ${path.relative(process.cwd(), output) || output}: ${top}/ (${dependencies.length} packages; live ${Object.entries(
        live,
      )
        .map(([area, version]) => `${area} ${version}`)
        .join(', ')})`,
    );
    return { file: output, top, live, dependencies, timings };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
