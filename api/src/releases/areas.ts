import { AREAS, type AreaFolder } from '@freelane/shared/contracts';

/** What is released on its own: the shell (the page every browser loads first) and each remote. */
export type ReleaseArea = 'shell' | AreaFolder;
export const REMOTE_AREAS = Object.keys(AREAS) as AreaFolder[];
export const RELEASE_AREAS: readonly ReleaseArea[] = ['shell', ...REMOTE_AREAS];

/** A version id: the first 16 hex of the sha256 of its files, so every machine names it alike. */
export const VERSION_ID = /^[0-9a-f]{16}$/;
/** Names of versions published before issue 27 (`<UTC date>-<UTC time>-<8 hex>`), still served. */
export const LEGACY_VERSION_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
export const isVersionId = (name: string) => VERSION_ID.test(name) || LEGACY_VERSION_ID.test(name);

/** Accepts an area folder (`mf-public`), its container name (`mf_public`) or `shell`; null otherwise. */
export function resolveArea(name: string | undefined): ReleaseArea | null {
  if (!name) return null;
  if ((RELEASE_AREAS as readonly string[]).includes(name)) return name as ReleaseArea;
  const hit = REMOTE_AREAS.find((area) => AREAS[area] === name);
  return hit ?? null;
}

export const isRemoteArea = (area: ReleaseArea): area is AreaFolder => area !== 'shell';
