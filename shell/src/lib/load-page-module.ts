import type { ComponentType } from 'react';
import { isFallbackModule } from '../mf/fallback-plugin';
import { RemoteUnavailableError } from '../mf/fallback-registry';

/** Where the page is about to be shown: the URL's path and query string (`?…`, or ''). */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface PageModule {
  default: ComponentType;
  /**
   * Optional: loads what the page renders on demand (a lazy part) for `location`, so that a
   * server-rendered page is replaced by its same content in the app's first render, not by that
   * part's loading fallback. The shell awaits it, within its time limit, before the first render;
   * undefined when the location needs nothing more.
   */
  preloadFor?: (location: PageLocation) => Promise<unknown> | undefined;
}

function isPageModule(value: unknown): value is PageModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const { default: page, preloadFor } = value as { default: unknown; preloadFor?: unknown };
  if (preloadFor !== undefined && typeof preloadFor !== 'function') return false;
  // A component is a function, or an object from memo()/forwardRef()/lazy().
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

/**
 * Issue 39, pages that wait on a second round trip: a part a page's `preloadFor` loads (a
 * `lazyPart` of `@freelane/shared/ui`) is its own chunk, found by the page only once the page's
 * module has arrived and run. So that the shell can fetch it together with the page, the part's
 * `import()` names its chunk `part_<Module>_<key>` or `part_<Module>_<key>_<value>`
 * (`/* webpackChunkName: "part_Message_userId" *\/`): the page `./Message` shows it when the URL's
 * query has `userId`, or has `key=value` (`part_MyProject_view_table`: `?view=table`). The shell
 * reads the name from the file's (`static/js/async/part_Message_userId.<hash>.js`, its CSS too).
 * A part named otherwise still loads, one round trip later; a source check
 * (load-page-module.test.ts) keeps every `lazyPart` named.
 */
const PART_FILE = /(?:^|\/)part_([A-Za-z0-9]+)_([A-Za-z0-9]+)(?:_([A-Za-z0-9-]+))?\.[0-9a-f]+\.(?:js|css)$/;

/** True when `file` is a part of `module` (`./Message`) that the location's query `search` shows. */
export function isPartFor(file: string, module: string, search: string): boolean {
  const match = PART_FILE.exec(file.split(/[?#]/)[0] ?? '');
  if (!match || `./${match[1]}` !== module) return false;
  const [, , key, value] = match;
  const params = new URLSearchParams(search);
  return value === undefined ? Boolean(params.get(key)) : params.get(key) === value;
}

/** What the shell reads of an area's `mf-manifest.json`: where its files are, and each page's on-demand ones. */
export interface PartsManifest {
  metaData?: { publicPath?: string };
  exposes?: { path: string; assets?: { js?: { async?: string[] }; css?: { async?: string[] } } }[];
}

/**
 * The on-demand files of `module` that `keep` accepts, as preloads: from the area's manifest (at
 * `manifestUrl`; its files are beside it when its publicPath is `auto`).
 */
export function partPreloads(
  manifest: PartsManifest,
  manifestUrl: string,
  module: string,
  keep: (file: string) => boolean,
): { href: string; as: 'script' | 'style' }[] {
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const files = [
    ...(expose?.assets?.js?.async ?? []).map((file) => ({ file, as: 'script' as const })),
    ...(expose?.assets?.css?.async ?? []).map((file) => ({ file, as: 'style' as const })),
  ];
  return files.map(({ file, as }) => ({ href: new URL(file, base).href, as })).filter(({ href }) => keep(href));
}

/** Fetches (does not run) some files of an exposed page's on-demand chunks: those `keep` accepts. */
export type PreloadPageParts = (
  page: { remote: string; module: string },
  keep: (file: string) => boolean,
) => Promise<unknown>;

/** Loads an exposed page for React.lazy; anything that is not a page surfaces as "unavailable". */
export async function loadPageModule(load: (id: string) => Promise<unknown>, id: string): Promise<PageModule> {
  const loaded = await load(id);
  if (isFallbackModule(loaded)) return loaded as unknown as PageModule;
  if (!isPageModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
}
