import { buildStamp } from '../scripts/build-stamp.mjs';
import { knownSchema } from './db/migrations';

/** Replaced by the build (scripts/build.mjs) with the version and commit it was made from. */
declare const __FREELANE_BUILD__: { version: string; commit: string } | undefined;

export interface BuildInfo {
  /** The product's version (the root package.json). */
  version: string;
  /** The commit built, `-dirty` with uncommitted changes, `unknown` without git. */
  commit: string;
  /** The newest migration this code knows: the schema it was written for. */
  schema: string;
}

/** What this process runs: stamped at build time, or read from the checkout when run from source. */
export const BUILD_INFO: BuildInfo = {
  ...(typeof __FREELANE_BUILD__ === 'undefined' ? buildStamp() : __FREELANE_BUILD__),
  schema: knownSchema(),
};
