import { registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteRegistry, type RemoteRegistry } from '@freelane/shared/contracts/registry';

export const REGISTRY_PATH = '/remotes.json';
export const REGISTRY_TIMEOUT_MS = 3000;

/** The registry as last read: each container's live version and manifest URL (Retry falls back to it). */
let liveRegistry: RemoteRegistry = {};

/** What this page runs: the version a failed area's report names (fallback-plugin.ts). */
export function getLiveRegistry(): RemoteRegistry {
  return liveRegistry;
}

/** The page's `<script type="application/json" id="fl-registry">` (api/src/frontend/page-html.ts). */
export const REGISTRY_ELEMENT_ID = 'fl-registry';

/**
 * The registry the server wrote into this page when it sent it, once: no request before the first
 * render, and none to wait for behind the page's other files on a slow line. A later read (Retry)
 * asks the server again.
 */
function takePageRegistry(): RemoteRegistry | null {
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const registry: unknown = JSON.parse(element.textContent);
    return isRemoteRegistry(registry) ? registry : null;
  } catch {
    return null;
  }
}

/**
 * The registry the page came with, else /remotes.json (never from cache: a release or rollback
 * only changes this file). Returns null when it is unreachable, slow or malformed, so the shell
 * can start without remotes.
 */
export async function fetchRemoteRegistry(timeoutMs = REGISTRY_TIMEOUT_MS): Promise<RemoteRegistry | null> {
  const inPage = takePageRegistry();
  if (inPage) return inPage;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`${REGISTRY_PATH} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    const request = fetch(new URL(REGISTRY_PATH, window.location.origin), {
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
