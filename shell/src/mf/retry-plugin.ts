import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Network retry for remotes (fault-isolation layer 1). The maintained
 * `@module-federation/retry-plugin` is published only as 0.x builds pinned to
 * `@module-federation/sdk` 0.17 — a second SDK copy and mismatched types next to the 2.9
 * runtime — so this is the same idea in a few lines: manifests are re-fetched and remote
 * entries re-loaded with a cache-busting query, a couple of times with a short back-off.
 */
export const RETRY_TIMES = 2;
export const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Only a network failure or a 5xx may heal by itself; a 404 will not. */
function isRetryable(response: Response): boolean {
  return response.status >= 500;
}

function withRetryQuery(url: string, attempt: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}retry=${attempt}`;
}

export async function fetchWithRetry(url: string, init: RequestInit, retries = RETRY_TIMES): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (!isRetryable(response) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(RETRY_DELAY_MS * (attempt + 1));
  }
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Re-loads a remote entry whose <script> failed, with a cache-busting query each time. */
async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  globalLoading,
  uniqueKey,
}: Parameters<LoadEntryErrorHook>[0]) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= RETRY_TIMES; attempt += 1) {
    await wait(RETRY_DELAY_MS * attempt);
    // The failed load is memoized under uniqueKey; forget it so a new <script> is made.
    delete globalLoading[uniqueKey];
    try {
      const entryExports = await getRemoteEntry({
        origin,
        remoteInfo,
        getEntryUrl: (url) => withRetryQuery(url, attempt),
      });
      if (entryExports) return entryExports;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'freelane-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    // The hook's declared type nests the exports in a second promise; the runtime awaits either.
    loadEntryError: (args) => retryEntry(args) as unknown as ReturnType<LoadEntryErrorHook>,
  };
}
