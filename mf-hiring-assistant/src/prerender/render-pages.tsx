// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release. The rule of every area (issue 39): each signed-in page
// (the programmes' forms, the assistant's dashboard, the client's assistant pages) is rendered per
// request for the person whose session cookie came with it, and each public page (the assistant
// terms, whose amounts are in the site's currency) per request as a visitor, with its data: their
// first screen paints from the HTML, not after the script. A page that cannot be goes on
// NOT_RENDERED with the reason.
import { areaPages } from '@freelane/shared/ssr';

/** Pages the server does not render (module → why): none today. */
export const NOT_RENDERED: Readonly<Record<string, string>> = {};

// esbuild bundles every file of src/pages this pattern matches (scripts/prerender.mjs leaves the
// tests out), so a new page is in the bundle without an import here.
export const { warm, renderPages, renderPage } = areaPages(
  'mf_hiring_assistant',
  (file) => import(`../pages/${file}.tsx`),
  NOT_RENDERED,
);
