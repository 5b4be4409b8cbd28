// The deploy library: builds apps, publishes immutable remote versions, swaps the shell and edits
// the registry (remotes.json). Everything the server reads is replaced by rename, never edited in
// place, so a request never sees a half-written file or folder.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { AREAS, appDistDir, deployDir } from './paths.mjs';
import { run } from './process.mjs';

/** `<yyyyMMdd-HHmmss UTC>-<8 hex>`: sorting names sorts versions by publish time. */
export const VERSION_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

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

async function listFiles(dir, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    }),
  );
  return nested.flat().sort();
}

// Build metadata for tooling, never loaded by browsers; its key order varies between identical builds.
const NOT_HASHED = new Set(['mf-stats.json']);

/** 8 hex of a sha256 over every served file's relative path and bytes: equal builds get equal hashes. */
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text assets worth serving compressed; the server picks `.br` or `.gz` by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const PRECOMPRESSED = /\.(gz|br)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file, once at publish time, so the
 * server never compresses on a request (@fastify/static `preCompressed`). Output is deterministic
 * (no timestamps), and the siblings are left out of `hashDir`, which hashes what was built.
 */
export async function precompressDir(dir) {
  for (const rel of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(dir, rel);
    const body = await fs.readFile(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    await fs.writeFile(`${file}.gz`, await gzip(body, { level: 9 }));
    await fs.writeFile(
      `${file}.br`,
      await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
}

export async function hashDir(dir) {
  const hash = createHash('sha256');
  for (const rel of (await listFiles(dir)).filter((file) => !NOT_HASHED.has(file) && !PRECOMPRESSED.test(file))) {
    hash.update(`${rel}\0`);
    hash.update(await fs.readFile(path.join(dir, rel)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

export function versionName(contentHash, date = new Date()) {
  const stamp = date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${contentHash}`;
}

export const contentHashOf = (version) => version.slice(-8);

export function remotesDir(dir = deployDir()) {
  return path.join(dir, 'remotes');
}

/** Published versions of an area, oldest first (name order = time order). */
export async function listVersions(area, dir = deployDir()) {
  try {
    const names = await fs.readdir(path.join(remotesDir(dir), area));
    return names.filter((name) => VERSION_PATTERN.test(name)).sort();
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

export function registryPath(dir = deployDir()) {
  return path.join(dir, 'remotes.json');
}

export async function readRegistry(dir = deployDir()) {
  try {
    return JSON.parse(await fs.readFile(registryPath(dir), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw new Error(`${registryPath(dir)} is unreadable (${error.message}); fix or delete it`);
  }
}

/** Temp file + rename: the server reads remotes.json on every request and must never see it half-written. */
export async function writeRegistry(registry, dir = deployDir()) {
  await fs.mkdir(dir, { recursive: true });
  const target = registryPath(dir);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.rename(temp, target);
}

export function liveVersion(registry, area) {
  return registry[AREAS[area]]?.version ?? null;
}

export function registryEntry(area, version) {
  return { version, entry: `/remotes/${area}/${version}/mf-manifest.json` };
}

/**
 * Serialises read-modify-write of remotes.json between concurrent scripts (two operators, or a
 * release during `npm run build`). mkdir is atomic; a lock left by a dead process is taken over.
 */
export async function withDeployLock(dir, task) {
  await fs.mkdir(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fs.mkdir(lock);
      await fs.writeFile(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(await fs.readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
      if (!isAlive(owner)) {
        await fs.rm(lock, { recursive: true, force: true });
        continue;
      }
      if (attempt > 600) throw new Error(`${lock} is held by process ${owner}; try again when it finishes`);
      await sleep(100);
    }
  }
  try {
    return await task();
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Copies a remote's dist into remotes/<area>/<version>/ (temp folder, then rename) and returns the
 * new version. Existing version folders are never touched.
 */
export async function publishRemote(area, { dir = deployDir(), distDir = appDistDir(area) } = {}) {
  assertArea(area);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} has no mf-manifest.json; build ${area} first`);
  }
  const contentHash = await hashDir(distDir);
  const areaDir = path.join(remotesDir(dir), area);
  await fs.mkdir(areaDir, { recursive: true });
  let version = versionName(contentHash);
  // Same content published twice within one second: wait for a fresh timestamp, never overwrite.
  while (existsSync(path.join(areaDir, version))) {
    await sleep(250);
    version = versionName(contentHash);
  }
  const temp = path.join(areaDir, `.tmp-${version}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.cp(distDir, temp, { recursive: true, errorOnExist: true, force: false });
    await precompressDir(temp);
    await fs.rename(temp, path.join(areaDir, version));
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
  return version;
}

/** Points the registry at `version` of `area`; returns { previous, current }. */
export async function setLiveVersion(area, version, dir = deployDir()) {
  assertArea(area);
  if (!existsSync(path.join(remotesDir(dir), area, version, 'mf-manifest.json'))) {
    throw new Error(`${area} has no published version ${version}`);
  }
  return withDeployLock(dir, async () => {
    const registry = await readRegistry(dir);
    const previous = liveVersion(registry, area);
    await writeRegistry({ ...registry, [AREAS[area]]: registryEntry(area, version) }, dir);
    return { previous, current: version };
  });
}

/**
 * Replaces deploy/shell with the shell's dist: the new tree is copied beside it, then two renames
 * swap it in (the gap between them is microseconds; the server never sees a partial tree).
 */
export async function publishShell({ dir = deployDir(), distDir = appDistDir('shell') } = {}) {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no index.html; build the shell first`);
  }
  await fs.mkdir(dir, { recursive: true });
  const suffix = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const target = path.join(dir, 'shell');
  const incoming = path.join(dir, `.shell-new-${suffix}`);
  const outgoing = path.join(dir, `.shell-old-${suffix}`);
  await fs.cp(distDir, incoming, { recursive: true });
  await precompressDir(incoming);
  const hadShell = existsSync(target);
  if (hadShell) await fs.rename(target, outgoing);
  await fs.rename(incoming, target);
  if (hadShell) await fs.rm(outgoing, { recursive: true, force: true });
  return hashDir(target);
}

export function assertArea(area) {
  if (!Object.hasOwn(AREAS, area)) {
    throw new Error(`unknown area "${area}"; expected one of: ${Object.keys(AREAS).join(', ')}`);
  }
}

/** Build + publish + point live: the whole of `npm run release -- <area>`. */
export async function releaseArea(area, { dir = deployDir(), build = true } = {}) {
  assertArea(area);
  if (build) await buildApp(area);
  const version = await publishRemote(area, { dir });
  const { previous } = await setLiveVersion(area, version, dir);
  return { previous, current: version };
}
