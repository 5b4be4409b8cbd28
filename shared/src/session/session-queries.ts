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

/**
 * The key of `arg`'s entry in the API cache (`api.queries`), as RTK Query's default
 * `serializeQueryArgs` writes it: `endpoint(<JSON of arg, plain objects' keys sorted>)`.
 */
export function cacheKeyOf(endpointName: string, arg: unknown): string {
  const json = JSON.stringify(arg, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  ) as string | undefined;
  return `${endpointName}(${json})`;
}

/** An answer the page came with (`fl-prerendered-queries`), by endpoint and argument. */
export function seededAnswer<T>(
  endpointName: string,
  arg: unknown,
  doc: Document | undefined = globalThis.document,
): T | undefined {
  const text = doc?.getElementById(PRERENDERED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const entries = JSON.parse(text) as { endpointName?: string; arg?: unknown; value?: unknown }[];
    const key = cacheKeyOf(endpointName, arg);
    return entries.find((entry) => entry.endpointName === endpointName && cacheKeyOf(endpointName, entry.arg) === key)
      ?.value as T | undefined;
  } catch {
    return undefined;
  }
}

/** The public config the page came with (every page the server composes carries it). */
export function seededPublicConfig(doc: Document | undefined = globalThis.document): PublicConfig | undefined {
  return seededAnswer<PublicConfig>('getPublicConfig', undefined, doc);
}

/**
 * A query's answer for a page's first render without RTK Query's code (issue 39): the API cache's
 * entry when the store stack has one, else the answer the page came with. A page that renders its
 * first screen from it need not load the stack (≈ 43 kB gzip on a phone's line) before its first
 * render; its live part (requests, refetches, errors) loads after that render. Undefined when
 * neither has it: the page then waits for its live part.
 */
export function usePageAnswer<T>(endpointName: string, arg: unknown): T | undefined {
  const key = cacheKeyOf(endpointName, arg);
  const cached = useAppSelector((state) => entryOf(state, key)?.data as T | undefined);
  // The key stands for the endpoint and the argument: an argument object made anew on each render
  // does not read the page again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const seeded = useMemo(() => seededAnswer<T>(endpointName, arg), [key]);
  return cached ?? seeded;
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
