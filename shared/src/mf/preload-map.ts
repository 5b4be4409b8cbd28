/**
 * The files each page needs, written by every app's build into `dist/prerender/preload.json`, so
 * the server can start them all with the HTML (`<link rel="preload">`) instead of the browser
 * finding them one round trip at a time (shell → bootstrap → each shared package it consumes →
 * the area's entry → the page → each antd component the page consumes…).
 *
 * For each chunk group the build made, from rspack's own chunk graph: its files, and the shared
 * packages its modules consume (which the shell provides). The shell's map has its first scripts,
 * its bootstrap, what a signed-in first render adds and every package it provides; an area's map has its entry, each exposed page and
 * each page's named parts (`part_<Module>_…`, what a page's `preloadFor` loads at some addresses).
 * `preloadsFor` in the API walks them (a package's own chunks may consume more packages).
 */
import type { Compilation, Compiler } from '@rspack/core';
import type { PreloadGroup, PreloadMap } from '../build-artefacts';
import { productionRspackPlugin } from './production-plugin';

const PLUGIN = 'FreelanePreloadMap';
export const PRELOAD_MAP_FILE = 'prerender/preload.json';
/** `consume shared module (default) antd/es/form@^6.6.8 (strict) …` → `antd/es/form`. */
const CONSUME = /^consume shared module \([^)]*\) (.+?)@[^@\s]* \(/;
/** `provide shared module (default) react-dom@19.3.1 = …` → `react-dom`. */
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@[^@\s]* = /;
const EXPOSE = /^__federation_expose_(.+)$/;
/**
 * The shell's chunk of what only a signed-in person's first render needs (the member header,
 * `import(/* webpackChunkName: "signed-in" *\/ …)`): preloaded with their pages, never a visitor's.
 */
export const SIGNED_IN_CHUNK = 'signed-in';
/** A page's part named for the server (`import(/* webpackChunkName: "part_Message_userId" *\/ …)`). */
const PART = /^part_[A-Za-z0-9]+_/;

type ChunkGroup = Compilation['chunkGroups'][number];

/**
 * A group's files in the order its chunks come, and within one chunk its sheet before its script.
 * `getFiles()` lists a chunk's files in the order the CSS and JS plugins emitted them, which varies
 * from build to build: the same source then gave the shell a new version (stop 67). Not sorted by
 * name: the chunks' order is the order the page needs them in.
 */
function filesOf(group: ChunkGroup, wanted: RegExp): string[] {
  const kind = (file: string) => (file.endsWith('.css') ? 0 : 1);
  const files = group.chunks.flatMap((chunk) =>
    [...chunk.files].filter((file) => wanted.test(file)).sort((a, b) => kind(a) - kind(b) || a.localeCompare(b)),
  );
  return [...new Set(files)];
}

function describe(compilation: Compilation, group: ChunkGroup): PreloadGroup {
  const consumes = new Set<string>();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = CONSUME.exec(module.identifier())?.[1];
      if (key) consumes.add(key);
    }
  }
  return {
    files: filesOf(group, /\.(js|css)$/),
    consumes: [...consumes].sort(),
  };
}

export function buildPreloadMap(compilation: Compilation): PreloadMap {
  const map: PreloadMap = {};
  for (const group of compilation.chunkGroups) {
    const origin = group.origins[0];
    const from = origin?.module?.identifier() ?? '';
    const exposed = EXPOSE.exec(group.name ?? '')?.[1];
    const provided = PROVIDE.exec(from)?.[1];
    if (group.isInitial()) {
      const files = filesOf(group, /\.js$/);
      // An area's initial groups are its container entry and its dev harness; the shell has one.
      const entry = files.find((file) => /\/mf_[a-z_]+\.[0-9a-f]+\.js$/.test(file));
      if (entry) map.remoteEntry = entry;
      else if (group.name === 'index') map.initial = files;
    } else if (exposed) {
      (map.exposes ??= {})[`./${exposed}`] = describe(compilation, group);
    } else if (group.name && PART.test(group.name)) {
      (map.parts ??= {})[group.name] = describe(compilation, group);
    } else if (group.name === SIGNED_IN_CHUNK) {
      map.signedIn = describe(compilation, group);
    } else if (provided) {
      (map.shared ??= {})[provided] = describe(compilation, group);
    } else if (origin?.request === './bootstrap') {
      map.bootstrap = describe(compilation, group);
    }
  }
  // An area's other initial group is its dev harness, which no page of the product loads.
  if (map.remoteEntry) delete map.initial;
  return map;
}

/** The rspack plugin: emits `prerender/preload.json`. */
export class PreloadMapPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const json = JSON.stringify(buildPreloadMap(compilation));
        compilation.emitAsset(PRELOAD_MAP_FILE, new sources.RawSource(json));
      });
    });
  }
}

/** The rsbuild plugin every app's production build uses (`plugins: [..., pluginPreloadMap()]`). */
export function pluginPreloadMap() {
  return productionRspackPlugin('freelane:preload-map', () => new PreloadMapPlugin());
}
