// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build`; its output and the bundle itself (prerender/render.cjs) ship with the shell's build.
// - renderFrame(), at build time: the frame a visitor first sees (signed-out header, full footer,
//   an outlet for the page) and the route table, so the server can put the live area's
//   prerendered page in it.
// - renderMemberFrame(), at request time: the frame a signed-in person sees (their header, the
//   footer of the page), with what its header reads (unread counts) answered through the API as
//   them, and whether the route lets them in. The API composes it with the area's page.
import { createAppStore, decideAccess } from '@freelane/shared';
import type { CurrentUser } from '@freelane/shared/contracts';
import type { MemberFrame, PrerenderedFrame } from '@freelane/shared/build-artefacts';
import { renderWithData } from '@freelane/shared/ssr';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchPath, StaticRouter } from 'react-router-dom';
import { AppLayout } from '../app/app-shell';
// The design tokens (--fl-* custom properties) first: every stylesheet after it, the areas' too, uses them.
import '@freelane/shared/tokens.css';
import '@freelane/shared/ui/plain.css';
import '../app/global.css';
import { frameRouteOf, ROUTE_TABLE } from '@freelane/shared/pages';
import { RemoteLoaderContext, type RemoteLoader } from '../lib/remote-loader-context';

/** Where the page goes; the server swaps this element for the page. */
export const OUTLET = '<div data-freelane-outlet=""></div>';

/** On a server nothing is loaded from an area: the chat widget (a remote) renders in the browser only. */
const NO_REMOTES: RemoteLoader = {
  load: () => new Promise<never>(() => undefined),
  reload: async () => undefined,
};

export function renderFrame(): PrerenderedFrame {
  const html = renderToString(
    <Provider store={createAppStore()}>
      <StaticRouter location="/">
        <AppLayout>
          <div data-freelane-outlet="" />
        </AppLayout>
      </StaticRouter>
    </Provider>,
  );
  if (!html.includes(OUTLET)) throw new Error('the prerendered frame has no outlet for the page');
  return {
    html,
    css: '',
    routes: ROUTE_TABLE.map(frameRouteOf),
  };
}

/**
 * The frame `user` sees at `url`, their header's data read through the API at `apiOrigin` with
 * the page request's `headers` (their session cookie): theirs only, rendered per request.
 */
export async function renderMemberFrame(
  url: string,
  { user, apiOrigin, headers }: { user: CurrentUser; apiOrigin: string; headers: Record<string, string> },
): Promise<MemberFrame> {
  const pathname = new URL(url, 'http://freelane.invalid').pathname;
  const route = ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname));
  const store = createAppStore({ auth: { user } }, { serverRequest: { apiOrigin, headers } });
  const { html, queries } = await renderWithData(
    (ready) => (
      <Provider store={ready}>
        <RemoteLoaderContext.Provider value={NO_REMOTES}>
          <StaticRouter location={url}>
            <AppLayout>
              <div data-freelane-outlet="" />
            </AppLayout>
          </StaticRouter>
        </RemoteLoaderContext.Provider>
      </Provider>
    ),
    store,
  );
  if (!html.includes(OUTLET)) throw new Error('the member frame has no outlet for the page');
  return { html, queries, allowed: route !== undefined && decideAccess(route.access, user) === 'allow' };
}
