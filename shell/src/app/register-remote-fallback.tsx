import { RemoteFallbackPanel } from '../components/remote-fallback-panel';
import { setRemoteFallbackRenderer } from '../mf/fallback-registry';

/** Gives the MF fallback plugin (which cannot import React itself) the panel to render. */
export function registerRemoteFallback(): void {
  setRemoteFallbackRenderer(() => <RemoteFallbackPanel />);
}
