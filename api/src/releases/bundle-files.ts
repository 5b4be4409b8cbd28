// A build folder as a release sees it: its files, its content id and its precompressed siblings.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Every file under `dir`, as sorted posix paths relative to it. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    }),
  );
  return nested.flat().sort();
}

// Build metadata for tooling, never loaded by browsers; its key order varies between identical builds.
const NOT_HASHED = new Set(['mf-stats.json']);
const PRECOMPRESSED = /\.(gz|br)$/;

/**
 * A version's id: 16 hex of a sha256 over every served file's relative path and bytes. Equal builds
 * get equal ids on every machine; the precompressed siblings are derived, so they are left out.
 */
export async function contentVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await listFiles(dir)).filter((name) => !NOT_HASHED.has(name) && !PRECOMPRESSED.test(name))) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Text assets worth serving compressed; the server picks `.br` or `.gz` by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file, once at publish time, so the
 * server never compresses on a request (@fastify/static `preCompressed`). Output is deterministic
 * (no timestamps), so the same build gives the same bytes on every machine.
 */
export async function precompressDir(dir: string): Promise<void> {
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const body = await readFile(full);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    await writeFile(`${full}.gz`, await gzip(body, { level: 9 }));
    await writeFile(
      `${full}.br`,
      await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
  }
}
