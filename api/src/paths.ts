import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the server finds its files on disk. This module sits directly in api/src, and the
// production bundle is api/dist/server.js: both are one folder below api/, so the same relative
// path holds whether the server runs from source (tsx, tests) or compiled (npm start). Keep every
// import.meta.url-relative path here: in the bundle, import.meta.url is always dist/server.js.

/** The api workspace folder. */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root (default DATA_DIR and DEPLOY_DIR live there). */
export const REPO_ROOT = path.dirname(API_DIR);

/**
 * The demo blog posts' cover pictures (api/src/seed/blog-covers: 256-colour PNGs of 3–11 kB, as
 * pngquant makes them; a phone loads /blog's first covers beside the page's scripts), read by SEED_DEMO; the
 * package ships them at the same place (scripts/lib/package.mjs).
 */
export const BLOG_COVERS_DIR = path.join(API_DIR, 'src', 'seed', 'blog-covers');

/** The committed SQL migrations (api/drizzle), applied at start. */
export const MIGRATIONS_DIR = path.join(API_DIR, 'drizzle');

/**
 * The embedded database's thread (db/pglite-worker.ts): bundled beside the server as
 * dist/pglite-worker.js, run from source under tsx otherwise.
 */
export const PGLITE_WORKER_FILE = fileURLToPath(import.meta.url).endsWith('.js')
  ? path.join(API_DIR, 'dist', 'pglite-worker.js')
  : path.join(API_DIR, 'src', 'db', 'pglite-worker.ts');
