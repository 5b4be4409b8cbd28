import { loadRemote } from '@module-federation/enhanced/runtime';
import { createContext } from 'react';
import { reloadRemote } from '../mf/remote-registry';

export interface RemoteLoader {
  /** Loads an exposed module by id (`mf_public/Home`). */
  load: (id: string) => Promise<unknown>;
  /** Forgets a container's failed load so the next `load` really goes to the network. */
  reload: (container: string) => Promise<void>;
}

/** Module Federation in the app; tests provide their own loader (a throwing one, for instance). */
export const federationLoader: RemoteLoader = {
  load: (id) => loadRemote(id),
  reload: reloadRemote,
};

export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);
