// `npm run build -w api`: bundles src/server.ts into dist/server.js (ESM, Node 20) so production
// runs compiled JavaScript, without tsx, src/releases/cli.ts into dist/releases.js, which the
// release scripts at the root load, and src/backup/cli.ts into dist/backup.js (npm run backup,
// restore, held-mail). Our own workspace packages (@freelane/shared is TypeScript
// source) are bundled in; every real package in node_modules stays an import, resolved at run time
// from api/node_modules and the root node_modules like before (native addons, PGlite's wasm and
// files read next to their own module keep working). Runtime files of ours are found through
// src/paths.ts (dist/ and src/ are both one folder below api/). Takes well under a second.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildStamp } from './build-stamp.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_DIST_DIR = path.join(apiDir, 'dist');

/** Bare imports are packages: keep them external, except our own TypeScript workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@freelane/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * @freelane/shared loads some modules on demand for the browser (an endpoint definition's zod
 * schemas: `() => import('../reviews')`, contracts/endpoints). The API loads them all at start, and
 * esbuild turns every module such an import reaches into a lazily initialised one; a plain module
 * importing one of them through the contracts barrel (`export *`) then read it before it was
 * initialised (`AREAS` undefined: the server did not start). In the API's bundle a relative
 * `import('…')` of ours is therefore a static import, already resolved.
 */
const staticSharedImports = {
  name: 'static-shared-imports',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]shared[\\/]src[\\/].*\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const specifiers = [];
      const rewritten = source.replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (_, _quote, specifier) => {
        specifiers.push(specifier);
        return `Promise.resolve(__freelaneStatic${specifiers.length - 1})`;
      });
      if (specifiers.length === 0) return undefined;
      const imports = specifiers.map((specifier, index) => `import * as __freelaneStatic${index} from '${specifier}';`);
      return { contents: `${imports.join('\n')}\n${rewritten}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

export async function buildApi({ quiet = false } = {}) {
  const started = Date.now();
  const result = await build({
    absWorkingDir: apiDir,
    // The embedded database's thread, the release tools and the backup commands are files of their
    // own (src/paths.ts and the root scripts find them beside the server).
    entryPoints: {
      server: path.join(apiDir, 'src', 'server.ts'),
      'pglite-worker': path.join(apiDir, 'src', 'db', 'pglite-worker.ts'),
      releases: path.join(apiDir, 'src', 'releases', 'cli.ts'),
      // `npm run migrate`, and a machine that runs the build without the sources.
      migrate: path.join(apiDir, 'src', 'db', 'migrate-cli.ts'),
      backup: path.join(apiDir, 'src', 'backup', 'cli.ts'),
    },
    outdir: API_DIST_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(apiDir, 'tsconfig.json'),
    plugins: [externalPackages, staticSharedImports],
    // The version and commit this build serves, for freelane_build_info (src/build-info.ts).
    define: { __FREELANE_BUILD__: JSON.stringify(buildStamp()) },
    // A stack trace can be mapped back to src/ (node --enable-source-maps dist/server.js).
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: quiet ? 'error' : 'warning',
    metafile: true,
    write: false,
  });
  // Each file replaced in one rename: a server starting meanwhile (another script building at the
  // same time) reads the old bundle or the new one, never half a file.
  mkdirSync(API_DIST_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const bytes = Object.values(result.metafile.outputs).reduce(
    (sum, output) => sum + (output.entryPoint ? output.bytes : 0),
    0,
  );
  if (!quiet) {
    console.log(
      `✔ api built into ${path.relative(process.cwd(), API_DIST_DIR) || '.'} (${(bytes / 1024).toFixed(0)} kB, ${Date.now() - started} ms)`,
    );
  }
  return { outfile: path.join(API_DIST_DIR, 'server.js'), releases: path.join(API_DIST_DIR, 'releases.js') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildApi();
  } catch (error) {
    // esbuild has already printed the located errors.
    console.error(`\n✖ the API build failed${error.errors?.length ? '' : `: ${error.message}`}\n`);
    process.exit(1);
  }
}
