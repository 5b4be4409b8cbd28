// Reading the live release: the shell's index.html, frame and preload map, and a version's files
// (its pages, preload map, manifest). A published version never changes (api/src/releases), so each
// file is read once and kept in memory, keyed by its path in the version's folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FrameRoute, PreloadMap, PrerenderedFrame } from '@freelane/shared/build-artefacts';

/** How many entries each in-memory cache of the page composer keeps before it starts again. */
export const MAX_CACHED_ENTRIES = 200;

/** A released shell version, as read from its folder (shell/<version>). */
export interface LoadedShell {
  dir: string;
  index: string;
  frame: PrerenderedFrame | null;
  routePatterns: { pattern: RegExp; route: FrameRoute }[];
  preloadMap: PreloadMap | null;
}

export class ReleaseFiles {
  private shell: LoadedShell | null = null;
  private readonly versionFiles = new Map<string, unknown>();

  constructor(private readonly remotesDir: string) {}

  /**
   * The shell's index.html, frame and preload map, read once per shell version (a version never
   * changes; its renderer is a different file per version too): the same object until the live
   * shell changes. Null when the folder has no shell.
   */
  async loadShell(dir: string): Promise<LoadedShell | null> {
    if (this.shell?.dir === dir) return this.shell;
    let index: string;
    try {
      index = await readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    const readJson = <T>(file: string) =>
      readFile(path.join(dir, 'prerender', file), 'utf8')
        .then((text) => JSON.parse(text) as T)
        .catch(() => null);
    const [frame, preloadMap] = await Promise.all([
      readJson<PrerenderedFrame>('frame.json'),
      readJson<PreloadMap>('preload.json'),
    ]);
    const routePatterns = (frame?.routes ?? []).map((route) => ({ pattern: routePattern(route.path), route }));
    this.shell = { dir, index, frame, routePatterns, preloadMap };
    return this.shell;
  }

  /** `/remotes/<area>/<version>/mf-manifest.json` → that version's folder, never outside remotesDir. */
  versionDir(entry: string): string | null {
    const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9-]+)\/mf-manifest\.json$/.exec(entry);
    return match ? path.join(this.remotesDir, match[1], match[2]) : null;
  }

  /** A JSON file of a version's folder (`prerender/pages.json`…), or null when it is missing or broken. */
  async readVersionJson<T>(versionDir: string, ...file: string[]): Promise<T | null> {
    const filePath = path.join(versionDir, ...file);
    if (this.versionFiles.has(filePath)) return this.versionFiles.get(filePath) as T | null;
    const value = await readFile(filePath, 'utf8')
      .then((text) => JSON.parse(text) as T)
      .catch(() => null);
    if (this.versionFiles.size >= MAX_CACHED_ENTRIES) this.versionFiles.clear();
    this.versionFiles.set(filePath, value);
    return value;
  }
}

/** The route of the shell's route table `pathname` is on, or null. */
export function matchRoute(shell: LoadedShell, pathname: string): FrameRoute | null {
  return shell.routePatterns.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

/** React Router's matching: case-insensitive, `:param` is one segment, a trailing slash is allowed. */
function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '' : source.replace(/\/$/, '')}/?$`, 'i');
}
