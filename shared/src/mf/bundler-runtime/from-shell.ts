// Replaces @module-federation/webpack-bundler-runtime in an area's production build
// (pluginBundlerRuntimeFromShell): the same `federation` object the package's index builds, with
// the shell's functions (provide-from-shell.ts) in place of a copy of them and of the SDK they
// import. What holds state stays the area's own: its share scopes (`S`), its options and instance,
// and `@module-federation/runtime` (whose module keeps the area's instance).
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './contract';
import type { ProvidedBundlerRuntime } from './provide-from-shell';

const provided = (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as ProvidedBundlerRuntime | undefined;
// A shell that does not provide them (released before this build, or rolled back past it): the
// area's entry fails to start, and the shell shows this area as unavailable while the others work.
if (!provided) {
  throw new Error(`[freelane] the shell provides no federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL})`);
}

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };
export const attachShareScopeMap = provided.attachShareScopeMap;
const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export const instance = federation.instance;
export const initOptions = federation.initOptions;
export const bundlerRuntimeOptions = federation.bundlerRuntimeOptions;
export { runtime };
export default federation;
