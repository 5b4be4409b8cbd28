// Server side only, never in a browser. scripts/prerender.mjs bundles this file for Node after
// `rsbuild build` and ships its output in this area's version folder (like mf-public's renderer):
// renderPages(), at build time, draws the guest pages' forms as a visitor first sees them, so
// /login, /SignUp, /forget-password and /recover-password/:id paint their form from the HTML
// instead of a spinner (issue 39). The app's first render replaces the HTML with the same form.
// Until the app took over, the page's early loader (api/src/frontend/early-loader.ts) holds a click
// on a button (Enter in a field clicks the submit button too), so the form is never sent natively,
// and replays it on the app's button; text typed meanwhile goes into the app's field of the same
// name (usePlainForm's binding names every field). Should no script run at all, the forms say
// method="post": a password would go in a request's body, never in a GET's URL.
// Its other pages follow the rule of every area (issue 39): each signed-in page (/editProfile,
// /select-role) is rendered per request for the person whose session cookie came with it, and each
// public page (/find-talent) per request as a visitor, with its data (`areaPages`): their first
// screen paints from the HTML, not after the script.
import { createAppStore } from '@freelane/shared';
import type { PrerenderedPage } from '@freelane/shared/build-artefacts';
import { areaPages } from '@freelane/shared/ssr';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import ForgetPassword from '../pages/forget-password';
import Login from '../pages/login';
import RecoverPassword from '../pages/recover-password';
import SignUp from '../pages/sign-up';

interface PageEntry {
  Page: ComponentType;
  /** Where it renders at build time. */
  url: string;
  /** Its route in the shell's route table, when it has parameters (`useParams` reads them). */
  route?: string;
}

/** Exposed module name (shared/src/pages, mf_accounts) → the guest page and a URL it renders at. */
export const GUEST_PAGES: Record<string, PageEntry> = {
  './Login': { Page: Login, url: '/login' },
  './SignUp': { Page: SignUp, url: '/SignUp' },
  './ForgetPassword': { Page: ForgetPassword, url: '/forget-password' },
  // The form is the same for every link; the id is read only when it is sent.
  './RecoverPassword': { Page: RecoverPassword, url: '/recover-password/prerender', route: '/recover-password/:id' },
};

/** The guest pages draw no antd (issue 39): their styles are the area's own stylesheets (ownCss). */
function render({ Page, url, route = '*' }: PageEntry): PrerenderedPage {
  const html = renderToString(
    <Provider store={createAppStore()}>
      <StaticRouter location={url}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </StaticRouter>
    </Provider>,
  );
  return { html, css: '' };
}

/** The guest pages' forms, rendered at build time. */
export function renderGuestPages(): Record<string, PrerenderedPage> {
  return Object.fromEntries(Object.entries(GUEST_PAGES).map(([module, entry]) => [module, render(entry)]));
}

/** Pages the server does not render (module → why). */
export const NOT_RENDERED: Readonly<Record<string, string>> = {
  './GoogleSuccess':
    'no screen of its own: it reads the Google sign-in answer in the browser and leaves for the page the person lands on',
};

// esbuild bundles every file of src/pages this pattern matches (scripts/prerender.mjs leaves the
// tests out), so a new page is in the bundle without an import here.
const requestTime = areaPages('mf_accounts', (file) => import(`../pages/${file}.tsx`), NOT_RENDERED);

/** The request-time pages: their code loaded ahead of the first request, and each rendered per request. */
export const { warm, renderPage } = requestTime;

/** Exposed module name (rsbuild.config.ts `exposes`) → the page as first seen, at build time. */
export async function renderPages(): Promise<Record<string, PrerenderedPage>> {
  return { ...(await requestTime.renderPages()), ...renderGuestPages() };
}
