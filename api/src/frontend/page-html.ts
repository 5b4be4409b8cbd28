// The HTML of a page around its loader: the shell's index.html with the page's preloads in <head>,
// a prerendered page (frame and page) in #root when there is one, and the page's data (who is
// signed in, the live registry, the answers of the queries the server ran) before the loader.
import type { QueryEntry } from '@freelane/shared/build-artefacts';
import type { RemoteRegistry } from '@freelane/shared/contracts';
import { earlyLoader, scriptHashOf } from './early-loader';
import { cssForMarkup } from './page-css';
import { linkHeader, withPreloads, type Preload } from './preloads';
import type { LoadedShell } from './release-files';

/** The element the frame leaves for the page (shell/src/prerender/render-frame.tsx `OUTLET`). */
export const OUTLET = '<div data-freelane-outlet=""></div>';
export const ROOT = '<div id="root"></div>';
/**
 * What the outlet holds for a visitor's page the build has no HTML for: the shell's own loading
 * state (shell/src/components/page-loading.tsx, styled by the frame's stylesheet), so the frame paints
 * before any script runs.
 */
export const PAGE_LOADING_HTML =
  '<div role="status" aria-live="polite" class="fl-page-loading"><span class="fl-spinner" aria-hidden="true"></span><span class="visually-hidden">Loading…</span></div>';
export const DEFER_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/g;

/** Who the page is for: the signed-in person as GET /user/profile shows them, and their cookie. */
export interface PageSession {
  user: object | null;
  cookie?: string;
}

/** A prerendered page: the frame's markup, the page's markup for its outlet, and their styles. */
export interface FramedPage {
  frame: string;
  html: string;
  /** Stylesheets in cascade order: antd's (frame, page), then the apps' own (frame, page). */
  css: readonly string[];
}

export interface ComposedPage {
  kind?: 'whole';
  html: string;
  /** The HTTP status when it is not 200: a page that says what the URL names is not there. */
  status?: 404;
  /** CSP source allowing exactly this page's inline loader (`'sha256-…'`). */
  scriptHash: string;
  /** The `Link` header naming the files its <head> preloads (preloads.ts `linkHeader`). */
  links?: string;
  /** Compressed once per composed variant, on first request. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

/** The scripts the shell's index.html starts (`<script defer>`), which the loader starts instead. */
export function shellScripts(shellIndex: string): string[] {
  return [...shellIndex.matchAll(DEFER_SCRIPT)].map((match) => match[1]);
}

/** #root with the page in the frame's outlet, marked as prerendered. */
export function prerenderedRoot(page: FramedPage): string {
  return `<div id="root" data-prerendered="">${page.frame.replace(OUTLET, () => page.html)}</div>`;
}

/**
 * The page's styles for its first paint, cut to the rules its markup uses (page-css): every
 * prerendered page, a visitor's or a signed-in person's, carries them through here.
 */
export function prerenderedStyle(page: FramedPage): string {
  return `<style data-prerendered="">${cssForMarkup(page.css, `${ROOT}${page.frame}${page.html}`)}</style>`;
}

/**
 * A page's answered queries, then each of the site's (the same on every page: the public config)
 * the page did not answer itself.
 */
export function withSiteQueries(pageQueries: QueryEntry[], siteQueries: readonly QueryEntry[]): QueryEntry[] {
  const answered = new Set(pageQueries.map((entry) => `${entry.endpointName}|${JSON.stringify(entry.arg)}`));
  return [
    ...pageQueries,
    ...siteQueries.filter((entry) => !answered.has(`${entry.endpointName}|${JSON.stringify(entry.arg)}`)),
  ];
}

/**
 * Who is signed in, the live version of every area, and the answers of the queries the server
 * ran: data, not code (the policy does not run them), `<` escaped so no text in them can close
 * their element.
 */
export function dataScripts(session: PageSession, registry: RemoteRegistry, queries: QueryEntry[]): string {
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  return `${json('fl-session', { user: session.user })}${json('fl-registry', registry)}${queries.length ? json('fl-prerendered-queries', queries) : ''}`;
}

/**
 * The whole page at once: the shell's index, with `page` put into #root when there is one. Its
 * loader starts the shell's scripts after the first paint when the page is prerendered, else at
 * once (the shell's scripts are then the loader's, not the index's).
 */
export function wholePage(
  shell: LoadedShell,
  page: FramedPage | null,
  preloads: Preload[],
  queries: QueryEntry[],
  session: PageSession,
  registry: RemoteRegistry,
): ComposedPage {
  // A page whose HTML paints asks for most of its files after that paint (the loader), and for the
  // start-up's first files (`startFirst`) from its response's `Link` header and <head>; a page without
  // HTML, for all of them at once.
  const early = page ? startFirst(page, preloads) : [];
  const loader = page
    ? earlyLoader({
        scripts: shellScripts(shell.index),
        afterPaint: true,
        preloads: preloads.filter((preload) => !early.includes(preload)),
        stylesheets: preloads,
      })
    : earlyLoader({ scripts: [], afterPaint: false });
  const data = dataScripts(session, registry, queries);
  const withLoader = (html: string) => html.replace('</body>', () => `${data}<script>${loader}</script></body>`);
  const html = page
    ? withLoader(
        withPreloads(shell.index, early, { priority: 'low' })
          .replace(DEFER_SCRIPT, '')
          .replace('</head>', () => `${prerenderedStyle(page)}</head>`)
          .replace(ROOT, () => prerenderedRoot(page)),
      )
    : withLoader(withPreloads(shell.index, preloads));
  const links = linkHeader(early, { priority: 'low' });
  return { html, scriptHash: scriptHashOf(loader), ...(links ? { links } : {}), encoded: new Map() };
}

/** An image the page's markup asks the browser to fetch before anything else (its LCP: /blog's cover). */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"/i;

/**
 * The files of a page whose HTML paints that are asked for from <head>, before that paint: the ones
 * the start-up needs first (`Preload.first`: the area's manifest, the shell's entry, React DOM). On a
 * phone the line is idle while the HTML is parsed, styled and laid out (200–350 ms at 4× CPU after
 * its last byte); these ~90 kB use it, and the app is ready 100–250 ms sooner (issue 39). At low
 * priority: they do not hold the first paint, and Lighthouse's simulation (which counts a
 * high-priority script fetched before the paint as delaying it) does not count them. None when
 * the first screen shows an image the page asked for first: the line is that image's.
 */
export function startFirst(page: FramedPage, preloads: Preload[]): Preload[] {
  return PRIORITY_IMAGE.test(page.html) ? [] : preloads.filter((preload) => preload.first);
}
