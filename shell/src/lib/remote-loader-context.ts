import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { createContext } from 'react';
import { getLiveRegistry, reloadRemote } from '../mf/remote-registry';
import { partPreloads, type PartsManifest, type PreloadPageParts } from './load-page-module';

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
  preloadParts: async ({ remote, module }, keep) => {
    // Not preloadRemote: the page's own loadRemote marks the page "preloaded" in the runtime, and a
    // preloadRemote racing it then skips every file. The manifest is in the HTTP cache (the page's
    // <head> preloads it), so reading it costs no round trip of its own.
    const entry = getLiveRegistry()[remote]?.entry;
    if (!entry) return;
    const manifestUrl = new URL(entry, window.location.origin).href;
    const response = await fetch(manifestUrl, { credentials: 'same-origin' });
    if (!response.ok) return;
    const manifest = (await response.json()) as PartsManifest;
    for (const { href, as } of partPreloads(manifest, manifestUrl, module, keep)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      document.head.appendChild(link);
    }
  },
};

export const RemoteLoaderContext = createContext<RemoteLoader>(federationLoader);
