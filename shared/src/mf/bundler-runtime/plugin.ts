import { dirname, join } from 'node:path';
import type { rspack as Rspack } from '@rsbuild/core';
import { productionRspackPlugin } from '../production-plugin';
import { BUNDLER_RUNTIME_REQUEST } from './contract';

/** The module an area's production build takes @module-federation/webpack-bundler-runtime from. */
export const FROM_SHELL = join(dirname(new URL(import.meta.url).pathname), 'from-shell.ts');

/**
 * An area's production build calls the shell's copy of the federation's bundler runtime instead of
 * carrying one (from-shell.ts). The dev harness runs an area alone, without a shell: it keeps its own.
 */
export function pluginBundlerRuntimeFromShell() {
  return productionRspackPlugin<typeof Rspack>(
    'freelane:bundler-runtime-from-shell',
    (rspack) => new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_REQUEST, FROM_SHELL),
  );
}
