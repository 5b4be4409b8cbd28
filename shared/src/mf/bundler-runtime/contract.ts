// What the shell's entry and the areas' builds agree on (provide-from-shell.ts, from-shell.ts, plugin.ts).

/**
 * Where the shell's entry puts the federation's bundler runtime for the areas' entries. Named with
 * the federation's minor version: an area built against another version finds nothing under it and
 * fails alone (the shell shows that area as unavailable) instead of calling functions it was not
 * built for.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__FREELANE_MF_BUNDLER_RUNTIME_2_9__';

/**
 * What the federation's generated code asks for: the package's entry as rspack's plugin resolves
 * it (an absolute path, CommonJS or ESM), or the package's name (runtime-tools' re-export).
 */
export const BUNDLER_RUNTIME_REQUEST =
  /(^|[\\/])@module-federation[\\/]webpack-bundler-runtime([\\/]dist[\\/]index\.c?js)?$/;
