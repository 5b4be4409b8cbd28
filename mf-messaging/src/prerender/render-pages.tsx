// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release.
// Every page of this area is for a signed-in person (Messages, Notifications): rendered per request
// for the person whose session cookie came with it, with their data, a lazy part the page renders
// there (the open conversation: `preloadFor`) loaded first. A page that cannot be goes on
// NOT_RENDERED with the reason.
import { signedInPages } from '@freelane/shared/ssr';

/** Signed-in pages the server does not render (module → why): none today. */
export const NOT_RENDERED: Readonly<Record<string, string>> = {};

// esbuild bundles every file of src/pages this pattern matches (scripts/prerender.mjs leaves the
// tests out), so a new page is in the bundle without an import here.
const pages = signedInPages('mf_messaging', (file) => import(`../pages/${file}.tsx`), NOT_RENDERED);

/** Exposed module name (rsbuild.config.ts `exposes`) → the page (rendered per request). */
export const { renderPages, renderPage, warm } = pages;
