// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release. The rule of every area (issue 39): each signed-in page
// (the programmes' forms, the assistant's dashboard, the client's assistant pages) is rendered per
// request for the person whose session cookie came with it, and each public page (the assistant
// terms, whose amounts are in the site's currency) per request as a visitor, with its data: their
// first screen paints from the HTML, not after the script. A page that cannot be goes on
// NOT_RENDERED with the reason.
import type { PrerenderedPage, RenderedPage, RenderOptions } from '@freelane/shared/build-artefacts';
import type { CurrentUser } from '@freelane/shared/contracts';
import { signedInPages, visitorPages } from '@freelane/shared/ssr';

/** Pages the server does not render (module → why): none today. */
export const NOT_RENDERED: Readonly<Record<string, string>> = {};

// esbuild bundles every file of src/pages this pattern matches (scripts/prerender.mjs leaves the
// tests out), so a new page is in the bundle without an import here.
const loadPage = (file: string) => import(`../pages/${file}.tsx`);
const signedIn = signedInPages('mf_hiring_assistant', loadPage, NOT_RENDERED);
const forVisitors = visitorPages('mf_hiring_assistant', loadPage, NOT_RENDERED);

/** Loads every page's code ahead of the first request (the server calls it when it loads the renderer). */
export async function warm(): Promise<void> {
  await Promise.all([signedIn.warm(), forVisitors.warm()]);
}

/** Exposed module name (rsbuild.config.ts `exposes`) → the page as first seen, at build time. */
export async function renderPages(): Promise<Record<string, PrerenderedPage>> {
  return { ...signedIn.renderPages(), ...(await forVisitors.renderPages()) };
}

/** `module` at `url` with its data: a public page as a visitor, a signed-in page for the person. */
export async function renderPage(
  module: string,
  url: string,
  options: RenderOptions<CurrentUser>,
): Promise<RenderedPage | null> {
  if (forVisitors.routes.some((route) => route.module === module)) return forVisitors.renderPage(module, url, options);
  return signedIn.renderPage(module, url, options);
}
