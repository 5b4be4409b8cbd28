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
   * undefined when the location needs nothing more. A part it loads names its chunk
   * `part_<Module>_<key>` or `part_<Module>_<key>_<value>` (`webpackChunkName`), shown when the URL's
   * query has that key (value): the server then starts its files with the page's, from the page's
   * <head> (PreloadMap.parts, api/src/frontend/preloads.ts), instead of once this module ran.
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

/** Loads an exposed page for React.lazy; anything that is not a page surfaces as "unavailable". */
export async function loadPageModule(load: (id: string) => Promise<unknown>, id: string): Promise<PageModule> {
  const loaded = await load(id);
  if (isFallbackModule(loaded)) return loaded as unknown as PageModule;
  if (!isPageModule(loaded)) throw new RemoteUnavailableError(id);
  return loaded;
}
