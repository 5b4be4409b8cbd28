import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { getRemoteFallbackRenderer, RemoteUnavailableError, WIDGET_IDS } from './fallback-registry';

/** Marks a module produced by this plugin, so the page loader knows the load really failed. */
export const FALLBACK_MARKER = '__freelaneRemoteFallback';

export interface FallbackModule {
  default: () => unknown;
  [FALLBACK_MARKER]: { remoteId: string; error: unknown };
}

export function createFallbackModule(remoteId: string, error: unknown): FallbackModule {
  const isWidget = WIDGET_IDS.has(remoteId);
  function RemoteFallback() {
    if (isWidget) return null;
    const render = getRemoteFallbackRenderer();
    if (!render) throw new RemoteUnavailableError(remoteId, error);
    return render(remoteId);
  }
  return { default: RemoteFallback, [FALLBACK_MARKER]: { remoteId, error } };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK_MARKER in value;
}

/**
 * Fault-isolation layer 2: a manifest or chunk that still fails after the retries becomes a
 * module whose page is the "unavailable" panel, instead of an exception that unmounts the app.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freelane-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[freelane] remote ${id} failed to load`, error);
      return createFallbackModule(id, error);
    },
  };
}
