import { baseApi, type AppStore } from '@freelane/shared';
import type { QueryEntry } from '@freelane/shared/build-artefacts';
import { loadPageModule, type PageLocation, type PageModule } from './load-page-module';
import { routeOf } from './prefetch-page';

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
 * and the site's public config on every page. They go into the store before the first render, so
 * the page's hooks find them and the app's first commit shows the same content rather than a
 * skeleton, with no request. Call after the page's code loaded (its endpoints are injected then).
 */
export function seedPrerenderedQueries(store: AppStore): void {
  const element = document.getElementById('fl-prerendered-queries');
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as QueryEntry[];
    const known = entries.filter((entry) => entry.endpointName in baseApi.endpoints);
    // Endpoint names come from the page's own area at run time, unknown to the shell's types.
    if (known.length) store.dispatch(baseApi.util.upsertQueryEntries(known as never));
  } catch (error) {
    console.error('[freelane] the page data could not be read; the page loads it itself', error);
  }
}
