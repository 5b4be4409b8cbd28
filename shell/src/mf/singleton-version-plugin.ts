import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A shared singleton's version checked without the runtime's semver parser where the check is
 * plain (issue 39, TBT). Every `loadShare` of a singleton (113 on /login: each antd component,
 * React, the router… for the shell and for each area) asks the federation runtime whether the
 * one loaded version satisfies the consumer's `requiredVersion`, only to warn when it does not.
 * The runtime answers with a general semver parser: a dozen large regular expressions built and
 * run per call. Profiled on /login (unthrottled Chromium, 6 loads), that check was 22–30 ms of the
 * start-up's ~300 ms of script — ~100 ms of a phone's main thread, in the tasks that make up
 * Lighthouse's Total Blocking Time. A cache of its answers saved almost nothing: most of the cost
 * is in the first calls, which compile and warm up those expressions.
 *
 * Our ranges are all `^x.y.z` against a plain `x.y.z` (shared-deps.ts writes every
 * `requiredVersion` as `^` + the installed version), which `caretSatisfied` decides with one short
 * pattern. When it holds, the registered copy is returned as the runtime's own resolver would return
 * it; any other range or version, a version that fails, or a tree-shaken share goes to the runtime's
 * resolver unchanged, so a mismatch still warns (or fails under `strictVersion`) exactly as before.
 */

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` satisfies `range` when the range is `^x.y.z` and the version plain `x.y.z`
 * (npm's caret: the leftmost non-zero part fixed, the rest at least as given); `undefined` for any
 * other form, which this does not decide.
 */
export function caretSatisfied(version: string | undefined, range: string): boolean | undefined {
  const have = version ? PLAIN_VERSION.exec(version) : null;
  const want = CARET_RANGE.exec(range);
  if (!have || !want) return undefined;
  const [major, minor, patch] = have.slice(1).map(Number);
  const [wantMajor, wantMinor, wantPatch] = want.slice(1).map(Number);
  if (major !== wantMajor) return false;
  if (wantMajor > 0) return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
  if (wantMinor > 0) return minor === wantMinor && patch >= wantPatch;
  return minor === 0 && patch === wantPatch;
}

export default function singletonVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freelane-singleton-version',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo.shareConfig;
      if (!config?.singleton || shareInfo.treeShaking || typeof config.requiredVersion !== 'string') return args;
      if (caretSatisfied(version, config.requiredVersion) !== true) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      // What the runtime's resolver returns for a singleton whose version satisfies the range.
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
