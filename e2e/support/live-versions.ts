// What is live in the e2e deploy folder, as `npm run release` records it on one machine
// (DEPLOY_DIR/registry.json: release area → version; see docs/operations.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const deployDir = () => process.env.E2E_DEPLOY_DIR_ACTIVE as string;

/** Release area (`shell`, `mf-public`…) → its live version. */
export function liveVersions(): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(deployDir(), 'registry.json'), 'utf8')) as { live: Record<string, string> })
    .live;
}

/** The live shell version's folder (its index.html, mf-manifest.json, prerender/). */
export const liveShellDir = () => path.join(deployDir(), 'shell', liveVersions().shell);

/** The live version's folder of each area, by container name (`mf_public` → DEPLOY_DIR/remotes/mf-public/<version>). */
export function liveAreaDirs(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(liveVersions())
      .filter(([area]) => area !== 'shell')
      .map(([area, version]) => [area.replace(/-/g, '_'), path.join(deployDir(), 'remotes', area, version)]),
  );
}
