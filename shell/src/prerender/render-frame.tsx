// Build time only (scripts/prerender.mjs runs this bundle in Node after `rsbuild build`): the shell's
// frame as a visitor first sees it — the signed-out header and the full footer around an empty
// <main> — plus the public routes, so the server can fill <main> with the live area's prerendered
// page. Nothing here ships to browsers.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createAppStore } from '@freelane/shared';
import { AntdProvider } from '@freelane/shared/ui';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppLayout } from '../app/app-shell';
import '../app/global.css';
import { ROUTE_TABLE } from '../app/route-table';

/** Where the page goes; the server swaps this element for the prerendered page. */
export const OUTLET = '<div data-freelane-outlet=""></div>';

export interface PrerenderedFrame {
  /** Markup of #root with OUTLET in place of the page. */
  html: string;
  /** antd's styles for that markup (the build script adds the shell's own CSS as `ownCss`). */
  css: string;
  /** Every route: the server starts loading a route's area early, and prerenders public ones. */
  routes: { path: string; remote: string; module: string; access: string }[];
}

export function renderFrame(): PrerenderedFrame {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Provider store={createAppStore()}>
        <StaticRouter location="/">
          <AntdProvider>
            <AppLayout>
              <div data-freelane-outlet="" />
            </AppLayout>
          </AntdProvider>
        </StaticRouter>
      </Provider>
    </StyleProvider>,
  );
  if (!html.includes(OUTLET)) throw new Error('the prerendered frame has no outlet for the page');
  return {
    html,
    css: extractStyle(cache, { plain: true }),
    routes: ROUTE_TABLE.map(({ path, remote, module, access }) => ({ path, remote, module, access })),
  };
}
