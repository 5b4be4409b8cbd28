import { PRERENDERED_QUERIES_ELEMENT_ID, type DeferredStore } from '@freelane/shared/session';
import type { QueryEntry } from '@freelane/shared/build-artefacts';
import { loadPageModule, type PageLocation, type PageModule } from './load-page-module';
import { routeOf } from './route-of';

/**
 * The page of a prerendered URL, loaded BEFORE React's first render: React then replaces the
 * static HTML with the same page in one commit, instead of a loading spinner in between (a flash
 * and a layout shift). Kept for the page's lifetime; a failed load is left to RemotePage, which
 * loads again and shows its "unavailable" panel.
 */
const preloaded = new Map<string, PageModule>();

/** How long the static page may wait for its code before the app renders anyway (with a spinner). */
const PRELOAD_LIMIT_MS = 10_000;

export function pageIdOf(remote: string, module: string): string {
  return `${remote}/${module.slice(2)}`;
}

export function preloadedPage(id: string): PageModule | undefined {
  return preloaded.get(id);
}

/**
 * Loads the page of `location` and then what that page says it renders on demand there
 * (`preloadFor`), both within PRELOAD_LIMIT_MS. A failure of either is left to the page: RemotePage
 * shows "unavailable", a lazy part loads again behind its own fallback.
 */
export async function preloadRoutePage(location: PageLocation, load: (id: string) => Promise<unknown>): Promise<void> {
  const { pathname, search } = location;
  const route = routeOf(pathname);
  if (!route) return;
  const id = pageIdOf(route.remote, route.module);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loadPageAndParts = async () => {
    const page = await loadPageModule(load, id);
    preloaded.set(id, page);
    await page.preloadFor?.({ pathname, search });
  };
  await Promise.race([
    loadPageAndParts().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PRELOAD_LIMIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * A page came with answers: a request-time page's (a blog post) of the queries it rendered from,
 * and the site's public config on every page. They go into the API cache as soon as there is one:
 * before the first render when the store stack is loaded by then (someone signed in, a page that
 * reads the API: its endpoints are injected with its code), so the page's hooks find them and the
 * app's first commit shows the same content rather than a skeleton, with no request; else when it
 * loads later (a visitor's page that reads no API shows the public config from the page itself
 * until then: `usePublicConfig`).
 */
export async function seedPrerenderedQueries(store: DeferredStore): Promise<void> {
  const element = document.getElementById(PRERENDERED_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const full = await store.whenFull();
    const { baseApi } = await import('@freelane/shared');
    const entries = JSON.parse(element.textContent) as QueryEntry[];
    const known = entries.filter((entry) => entry.endpointName in baseApi.endpoints);
    // Endpoint names come from the page's own area at run time, unknown to the shell's types.
    if (known.length) full.dispatch(baseApi.util.upsertQueryEntries(known as never));
  } catch (error) {
    console.error('[freelane] the page data could not be read; the page loads it itself', error);
  }
}
