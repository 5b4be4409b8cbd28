import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Plain contract modules, not the contracts barrel: this runs in the shell's first script.
import { API_BASE_PATH, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@freelane/shared/contracts/http';
import { AREAS } from '@freelane/shared/contracts/registry';
import type { RemoteLoadFailureBody, RemoteLoadFailureKind } from '@freelane/shared/contracts';
import { getRemoteFallbackRenderer, RemoteUnavailableError, WIDGET_IDS } from './fallback-registry';
import { getLiveRegistry } from './remote-registry';

/** Marks a module produced by this plugin, so the page loader knows the load really failed. */
export const FALLBACK_MARKER = '__freelaneRemoteFallback';

/**
 * `publicEndpoints.reportRemoteLoadFailure`'s URL, written out: this is every page's first script,
 * and importing the definition costs it 0.5 kB gzip (measured, issue 35). The test holds it to the
 * definition.
 */
export const REMOTE_LOAD_FAILURE_URL = `${API_BASE_PATH}/public/remote-load-failure`;

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

const CONTAINERS: ReadonlySet<string> = new Set(Object.values(AREAS));
const reported = new Set<string>();

/**
 * Tells the server that an area failed to load here (counted in /metrics for operators): once per
 * area per page, fire-and-forget, `keepalive` so it survives the user leaving the page.
 */
export function reportRemoteLoadFailure(remoteId: string, error: unknown): void {
  const area = remoteId.split('/')[0];
  if (!CONTAINERS.has(area) || reported.has(area)) return;
  reported.add(area);
  const live = getLiveRegistry()[area]?.version;
  const version = live && /^[A-Za-z0-9._-]{1,80}$/.test(live) ? live : 'unknown';
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  // The MF runtime's codes: RUNTIME-003 is a manifest it could not fetch or read.
  const kind: RemoteLoadFailureKind = /RUNTIME-003|manifest/i.test(text)
    ? 'manifest'
    : /ChunkLoadError|chunk|RUNTIME-008|script/i.test(text)
      ? 'chunk'
      : 'other';
  const csrf = new RegExp(`(?:^|; )${CSRF_COOKIE_NAME}=([^;]*)`).exec(document.cookie)?.[1];
  // A plain fetch, not the API client: `keepalive` lets the report outlive a page that is leaving.
  void fetch(REMOTE_LOAD_FAILURE_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(csrf ? { [CSRF_HEADER_NAME]: decodeURIComponent(csrf) } : {}) },
    body: JSON.stringify({ area, version, kind } satisfies RemoteLoadFailureBody),
  }).catch(() => undefined);
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
      reportRemoteLoadFailure(id, error);
      return createFallbackModule(id, error);
    },
  };
}
