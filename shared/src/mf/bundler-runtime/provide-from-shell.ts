// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the shell compiles this file without the folder's declarations
/// <reference path="./cjs-files.d.ts" />
// The shell's side of the areas' bundler runtime (from-shell.ts): its entry already carries
// @module-federation/webpack-bundler-runtime, the functions an entry's generated code calls to load
// a chunk's shared packages, initialise the share scope and start a container. They keep no state of
// their own (each call is handed the bundle's `__webpack_require__`), so every area's entry can call
// the shell's instead of carrying a copy of them and of the SDK they import (issue 39).
import type { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The files the shell's generated code already runs (rspack resolves the package for CommonJS), so
// importing them adds no second copy.
import * as packageEntry from '@module-federation/webpack-bundler-runtime/dist/index.cjs';
// The shell exposes nothing, so its own bundle leaves this one out of `bundlerRuntime`.
import * as containerEntry from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { BUNDLER_RUNTIME_GLOBAL } from './contract';

export interface ProvidedBundlerRuntime {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
}

/** Puts the functions where the areas' entries look for them; before any area's entry runs. */
export function provideBundlerRuntime(): void {
  const shells = packageEntry as ProvidedBundlerRuntime;
  const { initContainerEntry } = containerEntry as Pick<typeof bundlerRuntime, 'initContainerEntry'>;
  const provided: ProvidedBundlerRuntime = {
    bundlerRuntime: { ...shells.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: shells.attachShareScopeMap,
  };
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = provided;
}
