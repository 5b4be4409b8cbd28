// Which pages of the route table render a form (issue 39): the page's module and everything it can
// show (its islands and dialogs included: esbuild inlines a dynamic import() when it does not split),
// bundled without the packages of node_modules, and the files that end up in the bundle searched
// for a form element (`<form`, antd's `<Form`). Tree-shaking keeps a barrel's unused files out, so
// importing `@freelane/shared` does not count as rendering its every form. Static, so it knows the
// forms a page can open (a drawer, a dialog), not only those of its first screen.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { AREAS, REPO_ROOT } from './paths.mjs';

// A form element in JSX: `<form …>`, antd's `<Form …>` or `<Form<Values> …>` (not `<Form.Item`).
const FORM = /<(?:form|Form)(?=[\s<>])/;
const JSX_FILE = /\.[jt]sx$/;

/** The page's file, as its area's build exposes it (exposesOf in shared/src/pages/exposed-modules.ts). */
export async function pageFile(entry) {
  const { tsImport } = await import('tsx/esm/api');
  const file = pathToFileURL(path.join(REPO_ROOT, 'shared', 'src', 'pages', 'exposed-modules.ts')).href;
  const { exposesOf } = await tsImport(file, import.meta.url);
  const folder = Object.keys(AREAS).find((name) => AREAS[name] === entry.remote);
  if (!folder) throw new Error(`${entry.path}: ${entry.remote} is not an area`);
  return path.join(REPO_ROOT, folder, exposesOf(entry.remote, [entry])[entry.module]);
}

/** Everything outside the repo's own code stays out of the bundle (antd, react, …); @freelane/* is followed. */
const ownCodeOnly = {
  name: 'own-code-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@freelane/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The repo files a page's bundle keeps (bytes in the output > 0). */
export async function pageSources(entry) {
  const result = await build({
    entryPoints: [await pageFile(entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
    jsx: 'automatic',
    plugins: [ownCodeOnly],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.webp': 'empty', '.woff2': 'empty' },
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => path.resolve(file));
}

/** The route table's routes whose page can render a form, each with the files that hold one. */
export async function formRoutes(routeTable) {
  const found = [];
  for (const entry of routeTable) {
    const files = [];
    for (const file of await pageSources(entry)) {
      if (JSX_FILE.test(file) && FORM.test(await readFile(file, 'utf8'))) files.push(path.relative(REPO_ROOT, file));
    }
    if (files.length) found.push({ route: entry.path, files });
  }
  return found;
}
