import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { createContext } from 'react';
import { reloadRemote } from '../mf/remote-registry';

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
}

/** Module Federation in the app; tests provide their own loader (a throwing one, for instance). */
export const federationLoader: RemoteLoader = {
  load: (id) => loadRemote(id),
  reload: reloadRemote,
  preload: ({ remote, module }) => preloadRemote([{ nameOrAlias: remote, exposes: [module] }]),
};

export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);
