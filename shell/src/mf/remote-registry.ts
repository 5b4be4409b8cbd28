import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteRegistry, type RemoteRegistry } from '@freelane/shared/contracts';

export const REGISTRY_PATH = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 3000;

/** The registry as last read: each container's live version and manifest URL (Retry falls back to it). */
let liveRegistry: RemoteRegistry = {};

declare global {
  interface Window {
    /** /remotes.json as fetched by the page's inline loader, while the shell's code was still arriving. */
    __freelaneRegistry?: Promise<Response>;
  }
}

/** The inline loader's request, once: a later read (Retry) must ask the server again. */
function takeEarlyRequest(): Promise<Response> | undefined {
  const early = window.__freelaneRegistry;
  window.__freelaneRegistry = undefined;
  return early;
}

/**
 * Reads /remotes.json (never from cache: a release or rollback only changes this file), or takes
 * the page's own early request for it. Returns null when it is unreachable, slow or malformed, so
 * the shell can start without remotes.
 */
export async function fetchRemoteRegistry(timeoutMs = REGISTRY_TIMEOUT_MS): Promise<RemoteRegistry | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${REGISTRY_PATH} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const request =
      takeEarlyRequest() ??
      fetch(new URL(REGISTRY_PATH, window.location.origin), {
        cache: 'no-store',
        signal: controller.signal,
      });
    const response = await Promise.race([request, timeout]);
    if (!response.ok) throw new Error(`${REGISTRY_PATH} answered ${response.status}`);
    const registry: unknown = await Promise.race([response.json(), timeout]);
    if (!isRemoteRegistry(registry)) throw new Error(`${REGISTRY_PATH} is not a valid registry`);
    return registry;
  } catch (error) {
    console.error('[freelane] remote registry unavailable; starting without remotes', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Registry entries may be site-relative; the MF runtime resolves chunk URLs from an absolute manifest URL. */
function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.origin).href;
}

export function registerRegistry(registry: RemoteRegistry, options: { force?: boolean } = {}): void {
  const remotes = Object.entries(registry).map(([name, { entry }]) => ({
    name,
    entry: absoluteEntry(entry),
  }));
  if (remotes.length > 0) registerRemotes(remotes, options);
  liveRegistry = { ...liveRegistry, ...registry };
}

/**
 * Makes the next `loadRemote` of one container start from scratch: the MF runtime memoizes
 * manifests and entries, so the container is registered again with `force` (which drops
 * those caches), at the version the registry names now (a rollback may have happened).
 */
export async function reloadRemote(container: string): Promise<void> {
  const fresh = await fetchRemoteRegistry();
  const entry = fresh?.[container] ?? liveRegistry[container];
  if (!entry) return;
  registerRegistry({ [container]: entry }, { force: true });
}
