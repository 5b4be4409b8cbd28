// Build time only (scripts/prerender.mjs runs this bundle in Node after `rsbuild build`): the shell's
// frame as a visitor first sees it — the signed-out header and the full footer around an empty
// <main> — plus the public routes, so the server can fill <main> with the live area's prerendered
// page. Nothing here ships to browsers.
import { createAppStore } from '@freelane/shared';
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
  /** antd's styles for that markup: none since the shell renders no antd (its own CSS is `ownCss`). */
  css: string;
  /** Every route: the server starts loading a route's area early, and prerenders public ones. */
  routes: { path: string; remote: string; module: string; access: string }[];
}

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
    // The frame renders no antd: its styles are the shell's own (`ownCss`, added by the build script).
    css: '',
    routes: ROUTE_TABLE.map(({ path, remote, module, access }) => ({ path, remote, module, access })),
  };
}
