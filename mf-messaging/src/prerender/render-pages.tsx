// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release.
// Messages, where a signed-in person answers, is rendered per request for the person whose
// session cookie came with it, with their data.
import { signedInPages } from '@freelane/shared/ssr';
import Message from '../pages/message';

/** Exposed module name (rsbuild.config.ts `exposes`) → the page. */
export const { renderPages, renderPage } = signedInPages({
  './Message': Message,
});
