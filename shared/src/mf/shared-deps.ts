/**
 * The one Module Federation `shared` map used by the shell and every remote.
 *
 * Every entry is a singleton: two copies of React, the router, the store or
 * antd's style cache in one page break hooks, context and styling. With
 * `shareStrategy: 'loaded-first'` (set by each app) the shell's copies win.
 * Versions are read from the installed packages so the ranges are never stale.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
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
}

export function createSharedDeps(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    const entry: SharedEntry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = entry;
    if (SHARED_WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  const own = sharedPackageVersion();
  shared['@freelane/shared'] = { singleton: true, requiredVersion: `^${own}`, version: own };
  return shared;
}
