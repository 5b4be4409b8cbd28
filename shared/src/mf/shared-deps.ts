/**
 * The one Module Federation `shared` map used by the shell and every remote.
 *
 * Every entry is a singleton: two copies of React, the router, the store or
 * antd's style cache in one page break hooks, context and styling. With
 * `shareStrategy: 'loaded-first'` (set by each app) the shell's copies win.
 * Versions are read from the installed packages so the ranges are never stale.
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const requireFromHere = createRequire(import.meta.url);

/** Packages shared as singletons, besides @freelane/shared itself. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'antd',
  '@ant-design/cssinjs',
  '@ant-design/icons',
  'axios',
  'socket.io-client',
  'dayjs',
] as const;

/** Packages whose deep imports (`react/jsx-runtime`, `react-dom/client`) must share too. */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom']);

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
  treeShaking?: { mode: 'runtime-infer' | 'server-calc'; usedExports?: string[] };
}

/**
 * Shared tree shaking (MF 2): antd and its icons are shared as a build holding only the
 * exports the apps import, instead of the whole libraries (antd ~420 kB gzip, icons ~185 kB).
 * Every app must build with the SAME list, or a remote's needs would not match the shell's
 * copy and the runtime would fetch the full library as a second, separate instance.
 * So the list is the union of the named imports of every front-end workspace, read from source.
 */
const TREE_SHAKEN_PACKAGES = ['antd', '@ant-design/icons'] as const;
const FRONT_END_WORKSPACES = [
  'shell',
  'mf-public',
  'mf-accounts',
  'mf-jobs',
  'mf-messaging',
  'mf-hiring-assistant',
  'shared',
];

function repoRoot(): string {
  return join(dirname(new URL(import.meta.url).pathname), '..', '..', '..');
}

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Named imports of `pkg` across every front-end workspace, sorted (stable across builds). */
export function usedExportsOf(pkg: string, root = repoRoot()): string[] {
  const escaped = pkg.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escaped}['"]`, 'g');
  const names = new Set<string>();
  for (const workspace of FRONT_END_WORKSPACES) {
    for (const file of sourceFiles(join(root, workspace, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue; // `import type { … }` has no runtime export to keep
        for (const specifier of match[2].split(',')) {
          const name = specifier
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim();
          // Inline `type X` names have no runtime export to keep.
          if (name && !specifier.trim().startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

export interface SharedDepsOptions {
  /**
   * Tree-shake antd and its icons. On for production builds only: the dev server's hot
   * reload does not work with tree-shaken shared modules (React refresh runtime fails).
   */
  treeShaking?: boolean;
}

export function createSharedDeps({
  treeShaking = process.env.NODE_ENV === 'production',
}: SharedDepsOptions = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    const entry: SharedEntry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = entry;
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  for (const pkg of treeShaking ? TREE_SHAKEN_PACKAGES : []) {
    shared[pkg].treeShaking = { mode: 'runtime-infer', usedExports: usedExportsOf(pkg) };
  }
  const own = sharedPackageVersion();
  shared['@freelane/shared'] = { singleton: true, requiredVersion: `^${own}`, version: own };
  return shared;
}
