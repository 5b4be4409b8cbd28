// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release.
// Messages, where a signed-in person answers, is rendered per request for the person whose
// session cookie came with it, with their data.
import type { RenderOptions } from '@freelane/shared/build-artefacts';
import type { CurrentUser } from '@freelane/shared/contracts';
import { signedInPages } from '@freelane/shared/ssr';
import Message, { preloadFor as preloadMessagePart } from '../pages/message';

const pages = signedInPages({
  './Message': Message,
});

/** What a page renders on demand (its `preloadFor`), loaded before the server renders it. */
const PRELOADS: Record<string, (location: { pathname: string; search: string }) => Promise<unknown> | undefined> = {
  './Message': preloadMessagePart,
};

/** Exposed module name (rsbuild.config.ts `exposes`) → the page. */
export const { renderPages } = pages;

/**
 * Renders in one pass what the browser shows: a lazy part (the open conversation) is loaded first,
 * or renderToString would write its loading fallback instead of it.
 */
export async function renderPage(module: string, url: string, options: RenderOptions<CurrentUser>) {
  const { pathname, search } = new URL(url, 'http://localhost');
  await PRELOADS[module]?.({ pathname, search });
  return pages.renderPage(module, url, options);
}
