import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseArea } from '../releases/areas';
import { versionPath } from '../releases/bundles';

/** Writes a version's files where a release puts them in DEPLOY_DIR (releases/bundles.ts). */
export function writeVersion(deployDir: string, area: ReleaseArea, version: string, files: Record<string, string | Buffer>) {
  const folder = path.join(deployDir, versionPath(area, version));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), content);
  }
  return folder;
}

/** Points DEPLOY_DIR/registry.json at these versions, as `npm run release` would leave it. */
export function writeLiveVersions(deployDir: string, live: Partial<Record<ReleaseArea, string>>) {
  const versions = Object.fromEntries(
    Object.entries(live).map(([area, version]) => [
      area,
      [{ version, publishedAt: new Date().toISOString(), publishedBy: 'test' }],
    ]),
  );
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify({ live, versions, history: [] }));
}
