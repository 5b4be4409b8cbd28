// What the front end's build leaves in a version's folder for the server, and what its request-time
// renderers (prerender/render.cjs) answer: written by shared/src/mf/preload-map.ts,
// scripts/prerender.mjs (with shell/src/prerender and each area's src/prerender), and read by the
// API's page composer (api/src/frontend). Types only, no runtime and no schema library: the API,
// the shell, the areas and the build all import them from here, so a change to a file's shape is
// one edit that the type check then follows on both sides.

/** One answered query, as the browser's store takes it (`upsertQueryEntries`). */
export interface QueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** One chunk group of a build, in its preload map. */
export interface PreloadGroup {
  files: string[];
  /** Shared packages (`react-dom/client`, `antd/es/form`) the group's modules load from the share scope. */
  consumes: string[];
}

/** `prerender/preload.json`, written by every app's production build: the files of each chunk group. */
export interface PreloadMap {
  /** The shell: its entry scripts (the HTML loads them). */
  initial?: string[];
  /** The shell: what `import('./bootstrap')` loads. */
  bootstrap?: PreloadGroup;
  /**
   * The shell: what a signed-in person's first render loads besides (the member header, chunk
   * `signed-in`: a visitor's first screen does without it), preloaded with their pages only.
   */
  signedIn?: PreloadGroup;
  /** The shell: every package it provides, by share key. */
  shared?: Record<string, PreloadGroup>;
  /** An area: its remote entry. */
  remoteEntry?: string;
  /** An area: each exposed module (`./ClientDashboard`). */
  exposes?: Record<string, PreloadGroup>;
  /**
   * An area: each part a page's `preloadFor` loads (a `lazyPart`), by its chunk name
   * `part_<Module>_<key>` or `part_<Module>_<key>_<value>`: the page `./<Module>` shows it when the
   * URL's query has `<key>` (or `<key>=<value>`), so the server preloads it with the page (issue 39:
   * pages that wait on a second round trip; api/src/frontend/preloads.ts).
   */
  parts?: Record<string, PreloadGroup>;
}

/**
 * One page of an area's `prerender/pages.json` (exposed module → the page as first seen).
 * `live`: also rendered per request; `signedIn`: only then, for the signed-in person (nothing is
 * written at build time). `ownCss` is the area's own stylesheet, added by scripts/prerender.mjs.
 */
export interface PrerenderedPage {
  html: string;
  /** antd's styles for the markup. */
  css: string;
  ownCss?: string;
  live?: true;
  signedIn?: true;
}

/** An area's `prerender/pages.json`. */
export type PrerenderedPages = Record<string, PrerenderedPage | undefined>;

/**
 * What a shared link of a page shows (issue 36): its <title>, meta description, Open Graph and
 * Twitter card tags. A public page's come from its row of the route table; a page whose first view
 * is its data (a job, a blog post) has its renderer's, from that data.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** An image to show with the link: a path on this site or an absolute URL. */
  image?: string | null;
  /** Open Graph type: `website` unless the page is one article (a blog post). */
  type?: 'website' | 'article';
}

/** A route of the shell's route table, as the frame carries it to the server. */
export interface FrameRoute {
  path: string;
  remote: string;
  module: string;
  access: string;
  /** The page's shared-link tags (public pages). */
  meta?: PageMeta;
}

/** The shell's `prerender/frame.json`: the frame a visitor first sees, and every route. */
export interface PrerenderedFrame {
  /** Markup of #root with the outlet (`<div data-freelane-outlet="">`) in place of the page. */
  html: string;
  /** antd's styles for that markup: none, the shell renders no antd (its own CSS is `ownCss`). */
  css: string;
  /** The shell's own stylesheet, added by scripts/prerender.mjs; overrides antd's, as in the browser. */
  ownCss?: string;
  /** Every route: the server starts loading a route's area early, and prerenders public ones. */
  routes: FrameRoute[];
}

/** A page rendered per request with its data: the answers travel with the HTML. */
export interface RenderedPage {
  html: string;
  /** antd's styles for the markup. */
  css: string;
  /** What the page's queries answered: the browser's store starts from them, with no request. */
  queries: QueryEntry[];
  /** Its shared-link tags from its data (a job's title, budget and skills), over its route's. */
  meta?: PageMeta;
  /** 404 when what the URL names does not exist or is not public (an unknown job): the page says so too. */
  status?: 404;
}

/** A signed-in person's frame, rendered per request by the shell's renderer. */
export interface MemberFrame {
  /** Markup of #root with the outlet in place of the page. */
  html: string;
  queries: QueryEntry[];
  /** The route lets this person in (else the app shows a redirect or a "no access" panel). */
  allowed: boolean;
}

/**
 * What a request-time render is given: the API on loopback, and for a signed-in person who they are
 * (`User`: the renderer reads the signed-in user's shape; the server only passes on what it shows)
 * and the page request's headers (their session cookie).
 */
export interface RenderOptions<User = unknown> {
  apiOrigin: string;
  user?: User | null;
  headers?: Record<string, string>;
}

/** An area's `prerender/render.cjs`. */
export interface AreaRenderer<User = unknown> {
  renderPage(module: string, url: string, options: RenderOptions<User>): Promise<RenderedPage | null>;
  /** Loads the code of the pages it renders on demand; the server calls it when it loads the renderer. */
  warm?(): Promise<void>;
}

/** The shell's `prerender/render.cjs`: a signed-in person's frame. */
export interface ShellRenderer<User = unknown> {
  renderMemberFrame(url: string, options: Required<RenderOptions<User>>): Promise<MemberFrame>;
}
