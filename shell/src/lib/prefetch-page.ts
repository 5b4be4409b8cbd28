import { decideAccess } from '@freelane/shared/session';
import type { CurrentUser } from '@freelane/shared/contracts';
import type { RouteEntry } from '@freelane/shared/pages';
import { whenIdle } from '@freelane/shared/ui';
import { matchPath } from 'react-router-dom';
import { fetchDataAhead } from './data-ahead';
import { routeOf } from './route-of';
import { warmPageRuntime } from './warm-page-runtime';

export { routeOf };

/**
 * Issue 39, in-app navigation: a page's code (its area's remote entry and the exposed module's
 * chunks) is fetched when the person shows they are about to open it — a link to it is hovered,
 * focused or touched — and, once the browser is idle, for the links in view. The navigation then
 * finds it in the HTTP cache. The one place for it: one listener per event on the document reads
 * every in-app link (the shared link components, the header and menus, any area's <Link>), so no
 * page or link opts in. A control that navigates without being a link (a menu item, a button)
 * names its address in `data-prefetch`.
 *
 * Never before the current page is ready (it would slow the first load: armed after the window's
 * load event and an idle moment), never for a page the session may not open (only `allow` of the
 * route's access rule, and nothing while the session check is pending), once per page.
 *
 * A navigation made by code (`navigate()` after a submit, a `<Navigate>` redirect, Back and Forward)
 * has no link to show intent: its page's code is fetched the moment the navigation starts (the
 * browser's Navigation API `navigate` event, fired by the history call itself, before the router's
 * state changes and React renders the new route), through the same prefetcher, armed or not (the
 * page is about to load anyway). A browser without the Navigation API loads it as before.
 */

/** Fetches (does not run) one page's code: `mf_jobs` + `./JobDetails`. */
export type PreloadPage = (page: Pick<RouteEntry, 'remote' | 'module'>) => Promise<unknown>;

export interface PagePrefetcherOptions {
  preload: PreloadPage;
  /** The session now (read at each intent, so a sign-in or sign-out is taken into account). */
  session: () => { user: Pick<CurrentUser, 'role' | 'hiringAssistantStatus'> | null; pending: boolean };
  /** This document's origin: a link elsewhere is not an in-app navigation. */
  origin: string;
  /** Starts a page's first data (`data-ahead.ts`) when a navigation to it starts. */
  fetchData?: (routePath: string, params: Readonly<Record<string, string | undefined>>, query: URLSearchParams) => void;
}

export interface PagePrefetcher {
  /** From now on intents prefetch (the current page is ready). */
  arm: () => void;
  /** Prefetches the page of `href` if armed, in-app, openable and not yet fetched; true when it started one. */
  prefetch: (href: string) => boolean;
  /** A navigation to `href` has started: its page now, armed or not (in-app, openable, once). */
  navigating: (href: string) => boolean;
}

export function createPagePrefetcher({ preload, session, origin, fetchData }: PagePrefetcherOptions): PagePrefetcher {
  const started = new Set<string>();
  let armed = false;
  /** The in-app page of `href` this session may open, with its address. */
  const openable = (href: string): { url: URL; route: RouteEntry } | null => {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    const route = routeOf(url.pathname);
    if (!route) return null;
    const { user, pending } = session();
    if (pending || decideAccess(route.access, user) !== 'allow') return null;
    return { url, route };
  };
  const fetchPage = (href: string): boolean => {
    const target = openable(href);
    if (!target) return false;
    const { route } = target;
    const id = `${route.remote}/${route.module}`;
    if (started.has(id)) return false;
    started.add(id);
    // A failed prefetch costs nothing but itself: the navigation loads (and reports) as before.
    preload(route).catch(() => started.delete(id));
    return true;
  };
  return {
    arm: () => {
      armed = true;
    },
    prefetch: (href) => armed && fetchPage(href),
    navigating: (href) => {
      // Its data too: the page is about to ask for it (its code may be in the cache already).
      const target = fetchData && openable(href);
      if (target) {
        const match = matchPath({ path: target.route.path, caseSensitive: false, end: true }, target.url.pathname);
        fetchData(target.route.path, match?.params ?? {}, target.url.searchParams);
      }
      return fetchPage(href);
    },
  };
}

/** The in-app address an element leads to: a same-window link's href, or a control's `data-prefetch`. */
export function intentTarget(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const element = target.closest<HTMLElement>('a[href], [data-prefetch]');
  if (!element) return undefined;
  if (element instanceof HTMLAnchorElement) {
    if (element.hasAttribute('download') || (element.target && element.target !== '_self')) return undefined;
    return element.getAttribute('href') ?? undefined;
  }
  return element.dataset.prefetch;
}

/** What shows intent: a pointer over it (mouse), a finger on it (before the click), keyboard focus. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Listens for intent on every link of `root`; returns the removal. */
export function listenForIntent(root: Document, prefetcher: PagePrefetcher): () => void {
  const onIntent = (event: Event) => {
    const href = intentTarget(event.target);
    if (href === undefined) return;
    prefetcher.prefetch(href);
    // The page's code may be fetched already (links in view); what its first render needs may not.
    void warmPageRuntime();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}

/** What the prefetch reads of the Navigation API (`window.navigation`): the `navigate` event. */
export interface NavigationEvents {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}

/** What the prefetch reads of a `navigate` event. */
export interface NavigateEventLike {
  destination: { url: string; sameDocument: boolean };
  hashChange: boolean;
  downloadRequest: string | null;
}

/** The browser's Navigation API, when it has one. */
export function navigationApi(win: Window): NavigationEvents | undefined {
  return (win as Window & { navigation?: NavigationEvents }).navigation;
}

/**
 * Fetches the page of every in-app navigation as it starts (pushState, replaceState, Back and
 * Forward), unless it stays on the current page's route (a query or hash change); returns the removal.
 */
export function listenForNavigation(
  navigation: NavigationEvents,
  prefetcher: PagePrefetcher,
  currentPath: () => string,
): () => void {
  const onNavigate = (event: NavigateEventLike) => {
    // A full page load (another document) and a download fetch no page of the app.
    if (!event.destination.sameDocument || event.hashChange || event.downloadRequest !== null) return;
    const next = routeOf(new URL(event.destination.url).pathname);
    if (!next || next === routeOf(currentPath())) return;
    prefetcher.navigating(event.destination.url);
    void warmPageRuntime();
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/** How many pages of its links in view a page prefetches at most, one per idle moment (a phone's data and bandwidth are not free). */
export const IDLE_PREFETCH_LIMIT = 4;

/**
 * The addresses of the links in the viewport: the page's own (<main>) first, then the header's, in
 * document order; the current address's page is left out (its code is loaded).
 */
export function linksInView(root: Document, view = { width: window.innerWidth, height: window.innerHeight }): string[] {
  const current = routeOf(root.location?.pathname ?? '/');
  const hrefs: string[] = [];
  for (const scope of ['main', 'header']) {
    for (const element of root.querySelectorAll<HTMLElement>(`${scope} a[href], ${scope} [data-prefetch]`)) {
      const rect = element.getBoundingClientRect();
      const visible = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0;
      if (!visible || rect.top >= view.height || rect.left >= view.width) continue;
      const href = intentTarget(element);
      if (href === undefined) continue;
      const route = routeOf(new URL(href, 'http://in-app').pathname);
      if (route && route === current) continue;
      hrefs.push(href);
    }
  }
  return hrefs;
}

/** Prefetches the first pages of links in view, up to `limit` new ones; how many it started. */
export function prefetchLinksInView(root: Document, prefetcher: PagePrefetcher, limit = IDLE_PREFETCH_LIMIT): number {
  let count = 0;
  for (const href of linksInView(root)) {
    if (count >= limit) break;
    if (prefetcher.prefetch(href)) count += 1;
  }
  return count;
}

/**
 * The links in view, one page per idle moment (up to `limit`); returns the cancel. A page's
 * prefetch runs the federation runtime's preload (its manifest read, the files it names, the
 * links it appends): several in one callback made one task of 20–35 ms after /login's load on this
 * machine, four times that on a phone, where a tap waited for all of it (issue 39). One page a task
 * lets the tap in between.
 */
export function prefetchLinksInViewOnePerTask(
  root: Document,
  prefetcher: PagePrefetcher,
  limit = IDLE_PREFETCH_LIMIT,
  nextIdle: (run: () => void) => () => void = (run) => whenIdle(run, { timeout: 5000, fallbackMs: 50 }),
): () => void {
  let left = limit;
  let cancel = () => {};
  const step = () => {
    if (left <= 0 || prefetchLinksInView(root, prefetcher, 1) === 0) return;
    left -= 1;
    if (left > 0) cancel = nextIdle(step);
  };
  step();
  return () => {
    left = 0;
    cancel();
  };
}

/** Resolves once the window's load event has fired (the first page's own resources are in). */
function afterLoad(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/** Whether the person asked the browser to spare data (no idle prefetch then; intent still prefetches). */
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * The shell's prefetch of pages (`usePagePrefetch` starts it after the first commit): arms after
 * the first page is ready (load event, then idle), listens for intent on the whole document, and
 * `linksInViewWhenIdle` after each navigation prefetches the pages of the links in view.
 */
export function startPagePrefetch({ preload, session }: Pick<PagePrefetcherOptions, 'preload' | 'session'>): {
  stop: () => void;
  linksInViewWhenIdle: () => () => void;
} {
  const prefetcher = createPagePrefetcher({
    preload,
    session,
    origin: window.location.origin,
    fetchData: fetchDataAhead,
  });
  let armed = false;
  let stopListening = () => {};
  let cancelIdle = () => {};
  let cancelInView = () => {};
  let stopped = false;
  // From the start: a navigation by code before the first page is ready loads its page anyway.
  const navigation = navigationApi(window);
  const stopWatchingNavigation = navigation
    ? listenForNavigation(navigation, prefetcher, () => window.location.pathname)
    : () => {};
  void afterLoad(window).then(() => {
    if (stopped) return;
    cancelIdle = whenIdle(
      () => {
        prefetcher.arm();
        armed = true;
        stopListening = listenForIntent(document, prefetcher);
        if (!savesData()) cancelInView = prefetchLinksInViewOnePerTask(document, prefetcher);
      },
      { timeout: 5000, fallbackMs: 1000 },
    );
  });
  return {
    stop: () => {
      stopped = true;
      cancelIdle();
      cancelInView();
      stopListening();
      stopWatchingNavigation();
    },
    // A new page: once it is idle (its code ran, its first requests went out), its links in view.
    linksInViewWhenIdle: () => {
      if (!armed || savesData()) return () => {};
      let cancelPages = () => {};
      const cancelStart = whenIdle(
        () => {
          cancelPages = prefetchLinksInViewOnePerTask(document, prefetcher);
        },
        { timeout: 5000, fallbackMs: 1000 },
      );
      return () => {
        cancelStart();
        cancelPages();
      };
    },
  };
}
