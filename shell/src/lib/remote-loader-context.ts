import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { createContext } from 'react';
import { reloadRemote } from '../mf/remote-registry';
import type { PreloadPageParts } from './load-page-module';

export interface RemoteLoader {
  /** Loads an exposed module by id (`mf_public/Home`). */
  load: (id: string) => Promise<unknown>;
  /** Forgets a container's failed load so the next `load` really goes to the network. */
  reload: (container: string) => Promise<void>;
  /**
   * Fetches, without running, a page's code: its container's remote entry and the exposed module's
   * own chunks and styles (`<link rel="preload">`), for an in-app navigation about to happen
   * (prefetch-page.ts). Absent: nothing is prefetched.
   */
  preload?: (page: { remote: string; module: string }) => Promise<unknown>;
  /**
   * Fetches, without running, the files of a page's on-demand chunks that `keep` accepts (the parts
   * its first render shows: first-page.ts), from the area's manifest. Absent: none is fetched early.
   */
  preloadParts?: PreloadPageParts;
}

/** Module Federation in the app; tests provide their own loader (a throwing one, for instance). */
export const federationLoader: RemoteLoader = {
  load: (id) => loadRemote(id),
  reload: reloadRemote,
  preload: ({ remote, module }) => preloadRemote([{ nameOrAlias: remote, exposes: [module] }]),
  preloadParts: ({ remote, module }, keep) =>
    preloadRemote([{ nameOrAlias: remote, exposes: [module], resourceCategory: 'all', filter: keep }]),
};

export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);
