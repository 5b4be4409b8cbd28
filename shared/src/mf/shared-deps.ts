/**
 * The Module Federation set-up every app builds with: the one `shared` map, how antd is shared,
 * and the federation options of the shell and of an area.
 *
 * Every entry is a singleton: two copies of React, the router, the store or antd's style cache in
 * one page break hooks, context and styling. With `shareStrategy: 'loaded-first'` the shell's
 * copies win. Versions are read from the installed packages so the ranges are never stale.
 *
 * antd is shared per component (`antd/es/button`, `antd/es/form`…), not as one library: each
 * app's `import { Button } from 'antd'` is rewritten to `import Button from 'antd/es/button'`
 * (ANTD_IMPORTS), so a page loads only the components it renders. The shell provides EVERY antd
 * component (registered in its entry, downloaded only when asked for), all built together in the
 * shell's one build, so antd's internals (ConfigProvider's context, the theme, Form's context)
 * exist once whichever components load. An area that starts using a component no other area uses
 * therefore gets it from the shell: it is released alone, no shell rebuild. Its own copy of that
 * component (the fallback every consumer builds) is only used where no shell runs (its dev harness).
 */
import { createRequire } from 'node:module';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginBundlerRuntimeFromShell } from './bundler-runtime/plugin';
import { pluginCompileHints } from './compile-hints';
import { pluginPreloadMap } from './preload-map';
import { pluginServerOnlyText } from './server-only-text';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const requireFromHere = createRequire(import.meta.url);

/** Packages shared as singletons, besides antd's components and @freelane/shared itself. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  '@ant-design/cssinjs',
  'axios',
  'socket.io-client',
  'dayjs',
] as const;

/** Packages whose deep imports (`react/jsx-runtime`, `react-dom/client`) must share too. */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom']);

/**
 * `import { Button, Form } from 'antd'` → `import Button from 'antd/es/button'` … (rsbuild
 * `source.transformImport`): the import paths antd's components are shared under.
 */
export const ANTD_IMPORTS = [
  {
    libraryName: 'antd',
    libraryDirectory: 'es',
    camelToDashComponentName: true,
    transformToDefaultImport: true,
    style: false,
  },
];

function installedVersion(pkg: string): string {
  const manifestPath = requireFromHere.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')).version as string;
}

function sharedPackageVersion(): string {
  const own = join(dirname(new URL(import.meta.url).pathname), '..', '..', 'package.json');
  return JSON.parse(readFileSync(own, 'utf8')).version as string;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /**
   * The shell: the module it provides under this key, as a path relative to the app (see below).
   * An area in production: `false`, it builds no copy of its own and takes the shell's.
   */
  import?: string | false;
}

/**
 * antd's public exports and the folder each comes from, read from antd's own index
 * (`export { default as Button } from './button'`), so a new antd version brings its new
 * components without a list to keep here. `QRCode` lives in `qr-code`, which ANTD_IMPORTS'
 * dash-casing would spell `q-r-code`: exports whose folder is not their dash-cased name are
 * reported by `antdImportMismatches` (a test keeps that list empty of what the apps use).
 */
export function antdComponents(): { name: string; folder: string }[] {
  const index = readFileSync(requireFromHere.resolve('antd/es/index.js'), 'utf8');
  return [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(([, name, folder]) => ({
    name,
    folder,
  }));
}

/** How ANTD_IMPORTS spells an export's folder (SWC's camel-to-dash: `DatePicker` → `date-picker`). */
export function dashCased(name: string): string {
  return name
    .replace(/^[A-Z]/, (first) => first.toLowerCase())
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** antd exports whose folder is not their dash-cased name: unusable through `import { X } from 'antd'`. */
export function antdImportMismatches(): string[] {
  return antdComponents()
    .filter(({ name, folder }) => dashCased(name) !== folder)
    .map(({ name }) => name);
}

export interface SharedDepsOptions {
  /**
   * The shell's build: provide every antd component, not only those it renders. Given as the
   * app's folder: a shared entry whose `import` is a path is provided whether or not the app
   * imports it (a bare request only when imported), and a relative path keeps the build
   * machine's folders out of the output.
   */
  provideAllFrom?: string;
  /**
   * An area's production build: no copy of its own of any shared package. It only ever runs
   * inside the shell, which provides them all, and a copy of its own could only be a second
   * instance. (Its dev harness, with no shell, builds them.)
   */
  takeFromShell?: boolean;
}

/** The module the shell provides as `react-router-dom` (see router-facade.ts). */
export const ROUTER_FACADE = join(dirname(new URL(import.meta.url).pathname), 'router-facade.ts');
/** The module the shell provides as `react-redux` (see redux-bindings-facade.ts). */
export const REDUX_BINDINGS_FACADE = join(dirname(new URL(import.meta.url).pathname), 'redux-bindings-facade.ts');

/** A file as a shared entry's `import`: relative to the app, so the build machine's folders stay out of the output. */
function importPathFrom(appDir: string, file: string): string {
  const path = relative(appDir, file).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

export function createSharedDeps({ provideAllFrom, takeFromShell = false }: SharedDepsOptions = {}): Record<
  string,
  SharedEntry
> {
  const shared: Record<string, SharedEntry> = {};
  const entry = (version: string): SharedEntry => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    ...(takeFromShell ? { import: false as const } : {}),
  });
  // The shell imports every one of these itself, so it provides them without being told to.
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    shared[pkg] = entry(version);
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = entry(version);
  }
  // It does not import every antd component: each is named by its file, which makes it provided.
  const antdVersion = installedVersion('antd');
  for (const { folder } of antdComponents()) {
    const request = `antd/es/${folder}`;
    shared[request] = entry(antdVersion);
    if (provideAllFrom) shared[request].import = importPathFrom(provideAllFrom, requireFromHere.resolve(request));
  }
  // The router: only the names the apps use (router-facade.ts), under the key every app imports.
  if (provideAllFrom) shared['react-router-dom'].import = importPathFrom(provideAllFrom, ROUTER_FACADE);
  // The store's React bindings likewise: the names the apps and RTK Query use (redux-bindings-facade.ts).
  if (provideAllFrom) shared['react-redux'].import = importPathFrom(provideAllFrom, REDUX_BINDINGS_FACADE);
  const own = sharedPackageVersion();
  shared['@freelane/shared'] = entry(own);
  // Its light part, loaded without the store stack by a visitor's first screen (session/index.ts).
  shared['@freelane/shared/session'] = entry(own);
  return shared;
}

const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * The shell's federation options: no exposes, remotes registered at run time from /remotes.json,
 * every antd component provided, and (production) the federation runtime handed to the areas so
 * each area's entry does not carry a copy of its own.
 */
export function shellFederation({ appDir, runtimePlugins }: { appDir: string; runtimePlugins: string[] }) {
  return {
    name: 'shell',
    remotes: {},
    shared: createSharedDeps({ provideAllFrom: appDir }),
    shareStrategy: 'loaded-first' as const,
    runtimePlugins,
    dts: false,
    experiments: {
      provideExternalRuntime: isProduction(),
      // The browser only: the runtime's Node code paths (loading a remote with Node's fs/vm) go.
      optimization: { target: 'web' as const },
    },
  };
}

/**
 * An area's federation options. In production it takes the federation runtime and every shared
 * package from the shell (its entry carries neither); its dev harness runs alone, so it builds
 * its own there.
 */
export function areaFederation({ name, exposes }: { name: string; exposes: Record<string, string> }) {
  return {
    name,
    exposes,
    shared: createSharedDeps({ takeFromShell: isProduction() }),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    experiments: {
      externalRuntime: isProduction(),
      optimization: { target: 'web' as const, disableSnapshot: isProduction() },
    },
  };
}

/**
 * The rsbuild plugins of every area's build, in one place so that a new area gets each of them
 * (`plugins: areaPlugins({ name, exposes })`): React, its federation (`areaFederation`), the preload
 * map the server reads, the compile hints, the shell's bundler runtime in place of a copy, and the
 * server-only texts. The shell has its own list (it provides what the areas take).
 */
export function areaPlugins({ name, exposes }: { name: string; exposes: Record<string, string> }) {
  return [
    pluginReact(),
    pluginModuleFederation(areaFederation({ name, exposes })),
    pluginPreloadMap(),
    pluginCompileHints(),
    pluginBundlerRuntimeFromShell(),
    pluginServerOnlyText(),
  ];
}

export { pluginPreloadMap, pluginCompileHints, pluginServerOnlyText };
export { PRELOAD_MAP_FILE } from './preload-map';
export { pluginCardTabsOnDemand } from './card-tabs-on-demand';
export { areaExposes } from './area-exposes';
