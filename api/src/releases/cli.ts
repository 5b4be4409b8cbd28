// The release tools as the root scripts load them (api/dist/releases.js, built with the server by
// api/scripts/build.mjs): plain node runs them, no TypeScript at run time.
export { loadReleaseConfig } from '../config';
export { RELEASE_AREAS, resolveArea } from './areas';
export { contentVersion } from './bundle-files';
export { ReleaseRefused } from './registry';
export { defaultActor, openReleaseTools, ReleaseTools } from './release-tools';
