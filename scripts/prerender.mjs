// `node ../scripts/prerender.mjs` after `rsbuild build`, from the shell's or an area's folder (their
// `build` scripts): bundles the app's prerender entry for Node with esbuild, runs it, and writes
// the HTML + CSS it produced into dist/prerender/, with the bundle itself (render.cjs) for what is
// rendered per request (a blog post; a signed-in person's frame and dashboard). Shipped with the
// build, so a release carries the HTML of its own code. antd's styles (`css`) and the app's own
// stylesheets (`ownCss`) stay apart: in the browser antd's come first and the app's override them,
// and the server keeps that order when it puts frame and page together.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

/** What an area's renderer produces at build time: { [exposed module]: { html, css, ownCss, live?, signedIn? } }. */
const AREA = {
  entry: 'src/prerender/render-pages.tsx',
  out: 'pages.json',
  /** Pages rendered per request (`live`, some only for a signed-in person) ship the renderer. */
  shipsRenderer: true,
  produce: async (bundle, ownCss) =>
    Object.fromEntries(
      Object.entries(await bundle.renderPages()).map(([module, page]) => [module, { ...page, ownCss }]),
    ),
};

const TARGETS = {
  shell: {
    entry: 'src/prerender/render-frame.tsx',
    out: 'frame.json',
    /** { html, css, ownCss, routes }: the frame around an outlet, and every route. */
    produce: (bundle, ownCss) => ({ ...bundle.renderFrame(), ownCss }),
    /** A signed-in person's frame is rendered per request (renderMemberFrame). */
    shipsRenderer: true,
  },
  'mf-public': AREA,
  'mf-jobs': AREA,
  'mf-messaging': AREA,
  // The guest pages' forms (issue 39), and its signed-in and public pages per request.
  'mf-accounts': AREA,
  'mf-hiring-assistant': AREA,
};

/** Test files matched by a renderer's import pattern are bundled empty (never imported at run time). */
const withoutTests = {
  name: 'without-tests',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.test\.[cm]?[jt]sx?$/ }, () => ({ contents: '', loader: 'js' }));
  },
};

const appDir = process.cwd();
const target = TARGETS[path.basename(appDir)];
if (!target) {
  console.error(`prerender: nothing to prerender in ${appDir} (known: ${Object.keys(TARGETS).join(', ')})`);
  process.exit(1);
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-prerender-'));
try {
  const outfile = path.join(workDir, 'render.cjs');
  await build({
    entryPoints: [path.join(appDir, target.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true, // also minifies the CSS the pages import
    // Packages' `sideEffects` flags only save bytes, which a server bundle does not need, and they
    // can drop the start of a module that a lazily imported one shares with the rest (seen with
    // @freelane/shared/ui): every module here runs as written.
    ignoreAnnotations: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    // A renderer imports its area's pages by pattern (`import(\`../pages/${file}.tsx\`)`: every
    // signed-in page, none listed by hand), which also matches their tests: those are left out.
    plugins: [withoutTests],
    loader: { '.svg': 'dataurl', '.png': 'dataurl', '.jpg': 'dataurl', '.webp': 'dataurl' },
  });
  const cssFile = path.join(workDir, 'render.css');
  const ownCss = await fs.readFile(cssFile, 'utf8').catch(() => '');
  const bundle = createRequire(import.meta.url)(outfile);
  const result = await target.produce(bundle, ownCss.trim());
  const outDir = path.join(appDir, 'dist', 'prerender');
  await fs.mkdir(outDir, { recursive: true });
  const json = JSON.stringify(result);
  await fs.writeFile(path.join(outDir, target.out), json);
  // The server renders the area's request-time pages with the code of the same release.
  if (target.shipsRenderer) await fs.copyFile(outfile, path.join(outDir, 'render.cjs'));
  console.log(
    `prerender: ${path.basename(appDir)} → dist/prerender/${target.out} (${(json.length / 1024).toFixed(1)} kB)`,
  );
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
