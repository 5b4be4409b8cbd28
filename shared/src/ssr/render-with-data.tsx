// Server only (the renderers the prerender step ships, run by the API per request): renders a page
// the way a browser would first show it with its data, for someone's session.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { baseApi, createAppStore, type AppStore } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import type { PrerenderedPage, QueryEntry, RenderedPage, RenderOptions } from '@freelane/shared/build-artefacts';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';

/** How many times a page may render to find queries that only start once earlier ones answered. */
const MAX_PASSES = 3;

/**
 * Renders `page` (given the store) until its queries stop starting new ones: each render starts the
 * queries of what it shows (`unstable__sideEffectsInRender` on the server), the next renders with
 * their answers. A query that fails renders as the browser would show it (its error state).
 */
export async function renderWithData(page: (store: AppStore) => ReactElement, store: AppStore): Promise<RenderedPage> {
  for (let pass = 1; ; pass += 1) {
    const cache = createCache();
    const html = renderToString(<StyleProvider cache={cache}>{page(store)}</StyleProvider>);
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
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

/**
 * An area's renderer for pages shown only to a signed-in person (dashboards, Messages): nothing at
 * build time (there is no one to show them for), and per request `module` at `url` as `user`
 * first sees it, its data read through the API at `apiOrigin` (the server itself, on loopback)
 * with the page request's `headers` (their session cookie). Null for another page, or no person.
 */
export function signedInPages(pages: Record<string, ComponentType>) {
  return {
    renderPages: (): Record<string, PrerenderedPage> =>
      Object.fromEntries(
        Object.keys(pages).map((module) => [
          module,
          { html: '', css: '', live: true as const, signedIn: true as const },
        ]),
      ),
    renderPage: async (
      module: string,
      url: string,
      { apiOrigin, user, headers = {} }: RenderOptions<CurrentUser>,
    ): Promise<RenderedPage | null> => {
      const Page = pages[module];
      if (!Page || !user) return null;
      const store = createAppStore({ auth: { user } }, { serverRequest: { apiOrigin, headers } });
      return renderWithData(
        (ready) => (
          <Provider store={ready}>
            <StaticRouter location={url}>
              <Page />
            </StaticRouter>
          </Provider>
        ),
        store,
      );
    },
  };
}
