import { useEffect, useMemo } from 'react';
import type { PublicConfig } from '../features/public-config/api/get-public-config';
import { useAppSelector, useAppStore } from '../store/hooks';

/**
 * Two answers of the API cache the first screen reads without RTK Query's code: the cache's
 * layout (`api.queries['<endpoint>(undefined)']`) read directly, so the header, the footer and the
 * guards need not load the store stack (`session-queries.test.ts` checks these against RTK
 * Query's own selectors).
 */
interface CacheEntry {
  status?: string;
  data?: unknown;
}
type MaybeCache = { api?: { queries?: Record<string, CacheEntry | undefined> } };

function entryOf(state: unknown, key: string): CacheEntry | undefined {
  return (state as MaybeCache).api?.queries?.[key];
}

/**
 * True while the page's first `GET /user/profile` is in flight. Route guards wait for it rather
 * than sending a visitor-looking user to /login: a session cookie may exist without a stored user
 * (a new tab, cleared storage, a sign-in elsewhere).
 */
export const selectSessionCheckPending = (state: unknown): boolean =>
  entryOf(state, 'getProfile(undefined)')?.status === 'pending';

/** The site's public config in the API cache, if it is there. */
export const selectCachedPublicConfig = (state: unknown): PublicConfig | undefined =>
  entryOf(state, 'getPublicConfig(undefined)')?.data as PublicConfig | undefined;

/** The element the server puts a page's answers in (api/src/frontend/page-html.ts). */
export const PRERENDERED_QUERIES_ELEMENT_ID = 'fl-prerendered-queries';

/** The public config the page came with (every page the server composes carries it). */
export function seededPublicConfig(doc: Document | undefined = globalThis.document): PublicConfig | undefined {
  const text = doc?.getElementById(PRERENDERED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const entries = JSON.parse(text) as { endpointName?: string; value?: unknown }[];
    return entries.find((entry) => entry.endpointName === 'getPublicConfig')?.value as PublicConfig | undefined;
  } catch {
    return undefined;
  }
}

/** Asks the API for the public config into a store's cache (set by the store stack as it loads). */
type RequestPublicConfig = (store: { dispatch(action: unknown): unknown }) => { unsubscribe(): void };
let requestPublicConfig: RequestPublicConfig | undefined;

export function providePublicConfigRequest(request: RequestPublicConfig): void {
  requestPublicConfig = request;
}

/** Server rendering (no effects run there): the request starts during render, as RTK Query's own hooks do. */
const RENDERED_ON_SERVER = typeof window === 'undefined';

/**
 * The site's public config (currency, community address…): from the cache, else from the page
 * itself; asked of the API only when neither has it (a page the server did not compose, a page
 * being rendered on the server), and then with the store stack, loaded for it.
 */
export function usePublicConfig(): PublicConfig | undefined {
  const cached = useAppSelector(selectCachedPublicConfig);
  const seeded = useMemo(() => seededPublicConfig(), []);
  const store = useAppStore();
  const known = cached ?? seeded;
  if (!known && RENDERED_ON_SERVER) requestPublicConfig?.(store);
  useEffect(() => {
    if (known) return undefined;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | undefined;
    const request = async () => {
      if (!requestPublicConfig) await import('@freelane/shared');
      if (!cancelled) subscription = requestPublicConfig?.(store);
    };
    void request().catch(() => undefined);
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [known, store]);
  return known;
}
