/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every
 * function compiled eagerly, on the thread that streams the script in while it downloads, instead
 * of lazily on the main thread the first time each one is called. The files a page loads run almost
 * all of their functions before the page is ready (React DOM's render and commit, the federation
 * runtime's start, the router, the app's modules); on a phone the main thread is the bottleneck from
 * the shell entry's arrival to ready, and the line is what it waits on before. Measured on the home
 * page (phone profile, A/B in turn): ready 1,830 → 1,612 ms (medians of 4 × 3 loads; docs/decisions.md,
 * stop 60). Browsers without the hint read a comment.
 */
import type { Compiler } from '@rspack/core';
import { productionRspackPlugin } from './production-plugin';

const PLUGIN = 'FreelaneCompileHints';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The app's scripts (entry and chunks); not the service worker or other copied files. */
const APP_SCRIPT = /^static\/js\/.+\.js$/;

/** Whether an emitted file gets the hint. */
export function wantsCompileHint(file: string): boolean {
  return APP_SCRIPT.test(file);
}

/** The rspack plugin: the hint as the first line of every app script, after minification (which drops comments). */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: CompilationClass.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!wantsCompileHint(asset.name)) continue;
            compilation.updateAsset(asset.name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

/** The rsbuild plugin every app's production build uses (`plugins: [..., pluginCompileHints()]`). */
export function pluginCompileHints() {
  return productionRspackPlugin('freelane:compile-hints', () => new CompileHintsPlugin());
}
