import { dirname, join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { BUNDLER_RUNTIME_REQUEST } from './contract';

/** The module an area's production build takes @module-federation/webpack-bundler-runtime from. */
export const FROM_SHELL = join(dirname(new URL(import.meta.url).pathname), 'from-shell.ts');
/**
 * An area's production build calls the shell's copy of the federation's bundler runtime instead of
 * carrying one (from-shell.ts). The dev harness runs an area alone, without a shell: it keeps its own.
 */
export function pluginBundlerRuntimeFromShell(): RsbuildPlugin {
  return {
    name: 'freelane:bundler-runtime-from-shell',
    setup(api) {
      if (process.env.NODE_ENV !== 'production') return;
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins = [
          ...(config.plugins ?? []),
          new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_REQUEST, FROM_SHELL),
        ];
      });
    },
  };
}
