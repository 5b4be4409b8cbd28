// Server only (the renderers the prerender step ships, run by the API per request): renders a page
// the way a browser would first show it with its data, for someone's session.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { baseApi, createAppStore, decideAccess, type AppStore } from '@freelane/shared';
import { livePartsLoading } from '@freelane/shared/session';
import type { ContainerName, CurrentUser } from '@freelane/shared/contracts';
import { fileNameOf, ROUTE_TABLE } from '@freelane/shared/pages';
import type { PrerenderedPage, QueryEntry, RenderedPage, RenderOptions } from '@freelane/shared/build-artefacts';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';

/**
 * How many times a page may render to find queries that only start once earlier ones answered (or
 * once its live part, `useLivePart`, has loaded).
 */
const MAX_PASSES = 4;

/**
 * Renders `page` (given the store) until its queries stop starting new ones: each render starts the
 * queries of what it shows (`unstable__sideEffectsInRender` on the server) and loads the live parts
 * it asks for, the next renders with their answers. A query that fails renders as the browser would
 * show it (its error state).
 */
export async function renderWithData(page: (store: AppStore) => ReactElement, store: AppStore): Promise<RenderedPage> {
  for (let pass = 1; ; pass += 1) {
    const cache = createCache();
    const html = renderToString(<StyleProvider cache={cache}>{page(store)}</StyleProvider>);
    const running = [...store.dispatch(baseApi.util.getRunningQueriesThunk()), ...livePartsLoading()];
    // Nothing new started: this render showed every answer, it is the page.
    if (running.length === 0 || pass === MAX_PASSES) {
      return { html, css: extractStyle(cache, { plain: true }), queries: answeredQueries(store) };
    }
    await Promise.allSettled(running);
  }
}

export function answeredQueries(store: AppStore): QueryEntry[] {
  return Object.values(store.getState()[baseApi.reducerPath].queries)
    .filter((query) => query?.status === 'fulfilled')
    .map((query) => ({ endpointName: query!.endpointName, arg: query!.originalArgs, value: query!.data }));
}

/** A page as its area's module exposes it (the shell's PageModule, shell/src/lib/load-page-module.ts). */
export interface ServerPageModule {
  default: ComponentType;
  /** What the page renders on demand (a lazy part) at a location: loaded before it renders. */
  preloadFor?: (location: { pathname: string; search: string }) => Promise<unknown> | undefined;
}

/**
 * The signed-in pages (access other than public / guest) that `container` exposes in the one list of
 * pages (@freelane/shared/pages), but for those in `notRendered` (module → why not): a new
 * signed-in page is rendered per request without anyone listing it.
 */
export function signedInModules(container: ContainerName, notRendered: Readonly<Record<string, string>> = {}) {
  return ROUTE_TABLE.filter(
    (route) =>
      route.remote === container &&
      route.access !== 'public' &&
      route.access !== 'guest' &&
      !(route.module in notRendered),
  );
}

/**
 * An area's renderer for the pages shown only to a signed-in person (dashboards, lists, Messages):
 * every signed-in page of `container` (signedInModules, opt-outs in `notRendered` with their
 * reason). Nothing at build time (there is no one to show them for); per request the page of
 * `module` at `url` (path and query: the page reads its `?jobId=` / `?userId=`) as `user` first
 * sees it, its data read through the API at `apiOrigin` (the server itself, on loopback) with the
 * page request's `headers` (their session cookie) and nothing else. `load(file)` imports
 * `src/pages/<file>.tsx` (file: `./MyJobs` → `my-jobs`); what the page renders on demand there
 * (its `preloadFor`) is loaded first, or the render would show its loading fallback. Null for
 * another page, no person, or a person the route does not let in (their data is not read).
 */
export function signedInPages(
  container: ContainerName,
  load: (file: string) => Promise<ServerPageModule>,
  notRendered: Readonly<Record<string, string>> = {},
) {
  const routes = signedInModules(container, notRendered);
  return {
    routes,
    /**
     * Loads every page's code (the server calls it when it loads the renderer, before any request):
     * imported on demand, a page's first render would otherwise also pay for evaluating its code
     * (1.3–2.1 s for Messages on a loaded machine, past the server's render limit).
     */
    warm: async (): Promise<void> => {
      await Promise.all(routes.map(({ module }) => load(fileNameOf(module))));
    },
    renderPages: (): Record<string, PrerenderedPage> =>
      Object.fromEntries(
        routes.map(({ module }) => [module, { html: '', css: '', live: true as const, signedIn: true as const }]),
      ),
    renderPage: async (
      module: string,
      url: string,
      { apiOrigin, user, headers = {} }: RenderOptions<CurrentUser>,
    ): Promise<RenderedPage | null> => {
      const route = routes.find((entry) => entry.module === module);
      if (!route || !user || decideAccess(route.access, user) !== 'allow') return null;
      const { default: Page, preloadFor } = await load(fileNameOf(module));
      const { pathname, search } = new URL(url, 'http://freelane.invalid');
      await preloadFor?.({ pathname, search });
      const store = createAppStore({ auth: { user } }, { serverRequest: { apiOrigin, headers } });
      return renderWithData(
        (ready) => (
          <Provider store={ready}>
            <StaticRouter location={{ pathname, search }}>
              <Page />
            </StaticRouter>
          </Provider>
        ),
        store,
      );
    },
  };
}

/**
 * The public pages (access `public`) that `container` exposes in the one list of pages, but those in
 * `notRendered` (module → why not): a new public page of the area is rendered without anyone listing it.
 */
export function publicModules(container: ContainerName, notRendered: Readonly<Record<string, string>> = {}) {
  return ROUTE_TABLE.filter(
    (route) => route.remote === container && route.access === 'public' && !(route.module in notRendered),
  );
}

/**
 * An area's renderer for its public pages whose first view needs the API (a list of freelancers,
 * amounts in the site's currency): every public page of `container` (publicModules, opt-outs in
 * `notRendered` with their reason). At build time each page as it first renders without data (its
 * loading state: what the server sends while a request-time render cannot be had); per request
 * the page at `url`'s path as an anonymous visitor sees it, with its data, read through the API at
 * `apiOrigin` with no one's cookie (the same for everyone: the server caches it per URL for a short
 * while). So a page paints its content from the HTML, not after its script (issue 39, LCP).
 */
export function visitorPages(
  container: ContainerName,
  load: (file: string) => Promise<ServerPageModule>,
  notRendered: Readonly<Record<string, string>> = {},
) {
  const routes = publicModules(container, notRendered);
  // Inside its route, so `useParams` reads what the URL names.
  const page = (Page: ComponentType, route: string, pathname: string, search = '') => (
    <StaticRouter location={{ pathname, search }}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </StaticRouter>
  );
  /** A URL the route's pattern matches, for the build-time render (`:id` → `prerender`). */
  const buildUrl = (path: string) => path.replace(/:[^/]+/g, 'prerender');
  return {
    routes,
    warm: async (): Promise<void> => {
      await Promise.all(routes.map(({ module }) => load(fileNameOf(module))));
    },
    renderPages: async (): Promise<Record<string, PrerenderedPage>> =>
      Object.fromEntries(
        await Promise.all(
          routes.map(async ({ module, path }) => {
            const { default: Page } = await load(fileNameOf(module));
            const cache = createCache();
            const html = renderToString(
              <StyleProvider cache={cache}>
                <Provider store={createAppStore()}>{page(Page, path, buildUrl(path))}</Provider>
              </StyleProvider>,
            );
            return [module, { html, css: extractStyle(cache, { plain: true }), live: true as const }] as const;
          }),
        ),
      ),
    renderPage: async (module: string, url: string, { apiOrigin }: RenderOptions): Promise<RenderedPage | null> => {
      const route = routes.find((entry) => entry.module === module);
      if (!route) return null;
      const { default: Page, preloadFor } = await load(fileNameOf(module));
      const { pathname, search } = new URL(url, 'http://freelane.invalid');
      await preloadFor?.({ pathname, search });
      const store = createAppStore(undefined, { serverRequest: { apiOrigin, headers: {} } });
      return renderWithData(
        (ready) => <Provider store={ready}>{page(Page, route.path, pathname, search)}</Provider>,
        store,
      );
    },
  };
}

/**
 * An area's renderer for every page it exposes but its guest forms: the signed-in pages for the
 * person (`signedInPages`), the public pages as a visitor (`visitorPages`), opt-outs in `notRendered`.
 */
export function areaPages(
  container: ContainerName,
  load: (file: string) => Promise<ServerPageModule>,
  notRendered: Readonly<Record<string, string>> = {},
) {
  const signedIn = signedInPages(container, load, notRendered);
  const forVisitors = visitorPages(container, load, notRendered);
  return {
    /** Loads every page's code ahead of the first request (the server calls it when it loads the renderer). */
    warm: async (): Promise<void> => {
      await Promise.all([signedIn.warm(), forVisitors.warm()]);
    },
    /** Exposed module name → the page as first seen, at build time. */
    renderPages: async (): Promise<Record<string, PrerenderedPage>> => ({
      ...signedIn.renderPages(),
      ...(await forVisitors.renderPages()),
    }),
    /** `module` at `url` with its data: a public page as a visitor, a signed-in page for the person. */
    renderPage: (module: string, url: string, options: RenderOptions<CurrentUser>): Promise<RenderedPage | null> =>
      forVisitors.routes.some((route) => route.module === module)
        ? forVisitors.renderPage(module, url, options)
        : signedIn.renderPage(module, url, options),
  };
}
