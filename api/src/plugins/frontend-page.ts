// The HTML page of the app, composed per request (see docs/decisions.md, "Performance" and
// "Phone-fast, signed in or not"):
// - a public page comes prerendered for a visitor: the shell's frame (signed-out header + footer,
//   written by the shell's build) around the page's HTML written by the LIVE version of the page's
//   area, so a release or rollback of that area changes the HTML on the next request;
// - a signed-in person gets their own frame (their header, rendered per request by the shell's
//   renderer) around, for the pages their area renders per request (dashboards, Messages), the page
//   with their data; the answers travel with the HTML, so the app starts from them;
// - every page says who is signed in (the app needs no request to find out), and starts every file
//   it needs at once (shell, its bootstrap, each shared package, the area's entry, the page and the
//   antd components it renders), read from the builds' preload maps, instead of one after another;
// - on a prerendered page the scripts start only after the first paint, so no script delays it.
// Inputs are the files of released versions (the shell's too), which never change once published
// (api/src/releases): each is read once and kept in memory, keyed by its version's folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type {
  AreaRenderer as AreaRendererOf,
  PreloadGroup,
  PreloadMap,
  PrerenderedFrame,
  PrerenderedPage,
  PrerenderedPages,
  QueryEntry,
  RenderedPage as LivePage,
  ShellRenderer as ShellRendererOf,
} from '@freelane/shared/build-artefacts';
import type { RemoteRegistry } from '@freelane/shared/contracts';

/** Who the page is for: the signed-in person as GET /user/profile shows them, and their cookie. */
export interface PageSession {
  user: object | null;
  cookie?: string;
}
const VISITOR: PageSession = { user: null };
type Frame = PrerenderedFrame;
type AreaRenderer = AreaRendererOf<object>;
type ShellRenderer = ShellRendererOf<object>;

interface ManifestExpose {
  path: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

/** The element the frame leaves for the page (render-frame.tsx `OUTLET`). */
const OUTLET = '<div data-freelane-outlet=""></div>';
const ROOT = '<div id="root"></div>';
const DEFER_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/g;
const MAX_CACHED_PAGES = 200;
/** A request-time page (a blog post) is rendered at most this often per URL; edits show after it. */
const LIVE_TTL_MS = 30_000;
const LIVE_RENDER_LIMIT_MS = 2_000;
const requireFile = createRequire(import.meta.url);

/**
 * Until the app has rendered over the static page, its controls have no handlers yet. What the
 * visitor does meanwhile is carried over to the app once it is ready: text typed into a field is
 * put into the same field of the app (matched by its label, name or placeholder), and a click on a
 * button (Login, Sign Up, the phone menu, Search, Subscribe) is held — no native form submit — and
 * replayed on the same button (matched by its label and text). Links need nothing: they work as
 * plain links. Only the last click is kept.
 */
const CARRY_OVER_INPUT =
  "var held=null,typed={},ready=function(){return d.documentElement.hasAttribute('data-app-ready')},inRoot=function(n){var r=d.getElementById('root');return r&&n&&r.contains(n)},label=function(b){return(b.getAttribute('aria-label')||'')+'|'+b.textContent},field=function(i){return(i.getAttribute('aria-label')||'')+'|'+(i.name||'')+'|'+(i.placeholder||'')};" +
  "function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(ready()||!inRoot(b))return;e.preventDefault();e.stopPropagation();held=label(b)}" +
  'function type(e){var i=e.target;if(ready()||!inRoot(i)||!/^(INPUT|TEXTAREA)$/.test(i.nodeName))return;typed[field(i)]=i.value}' +
  "d.addEventListener('click',hold,true);d.addEventListener('input',type,true);" +
  "new MutationObserver(function(m,o){if(!ready())return;o.disconnect();d.removeEventListener('click',hold,true);d.removeEventListener('input',type,true);var r=d.getElementById('root');" +
  "r.querySelectorAll('input,textarea').forEach(function(i){var k=field(i);if(!(k in typed))return;Object.getOwnPropertyDescriptor(Object.getPrototypeOf(i),'value').set.call(i,typed[k]);i.dispatchEvent(new Event('input',{bubbles:true}))});" +
  "if(held===null)return;var bs=r.querySelectorAll('button');for(var j=0;j<bs.length;j++)if(label(bs[j])===held){bs[j].click();break}}).observe(d.documentElement,{attributes:true,attributeFilter:['data-app-ready']});";

/**
 * A signed-in person's page, sent in two parts: the head (every file of the page to preload) at
 * once, the body when the server has rendered it. Their browser fetches the page's files while
 * the server renders, instead of after.
 */
export interface StreamedPage {
  kind: 'streamed';
  head: string;
  /** Never rejects: a failed render is the plain shell's body. */
  body: Promise<string>;
  /** CSP source allowing exactly this page's inline loader (`'sha256-…'`). */
  scriptHash: string;
}

export interface ComposedPage {
  kind?: 'whole';
  html: string;
  /** CSP source allowing exactly this page's inline loader (`'sha256-…'`). */
  scriptHash: string;
  /** Compressed once per composed variant, on first request. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

/** A released shell version, as read from its folder (shell/<version>). */
interface LoadedShell {
  dir: string;
  index: string;
  frame: Frame | null;
  routePatterns: { pattern: RegExp; route: Frame['routes'][number] }[];
  preloadMap: PreloadMap | null;
}

export class PageComposer {
  private shell: LoadedShell | null = null;
  private warmed = '';
  /** Immutable version folders: cached for the life of the process (bounded). */
  private readonly versionFiles = new Map<string, unknown>();
  private readonly pages = new Map<string, ComposedPage>();
  private readonly live = new Map<string, { expires: number; page: Promise<LivePage | null> }>();

  /**
   * `apiOrigin` says where this server answers on loopback (null while not listening, as in
   * tests with inject): request-time pages query the API there, as an anonymous visitor.
   */
  constructor(
    private readonly remotesDir: string,
    private readonly apiOrigin: () => string | null = () => null,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * The page for `url` (path and query) in the live shell (its version's folder) as `session`
   * first sees it, or null when there is no shell. A visitor's page is cached until the shell, the
   * registry or the version changes; a signed-in person's is theirs alone and composed each time.
   */
  async compose(
    url: string,
    registry: RemoteRegistry,
    shellDir: string | null,
    session: PageSession = VISITOR,
  ): Promise<ComposedPage | StreamedPage | null> {
    const shell = shellDir ? await this.loadShell(shellDir) : null;
    if (!shell) return null;
    this.warm(registry, shell.dir);
    const pathname = url.split('?')[0];
    const route = this.match(shell, pathname);
    const live = route ? registry[route.remote] : undefined;
    const versionDir = live ? this.versionDir(live.entry) : null;
    const canPrerender = Boolean(shell.frame && shell.index.includes(ROOT));
    const pages =
      versionDir && canPrerender
        ? await this.readVersionJson<PrerenderedPages>(path.join(versionDir, 'prerender', 'pages.json'))
        : null;
    const built = route ? pages?.[route.module] : undefined;
    const preloads = async () =>
      route && live && versionDir ? this.preloadsFor(shell, live.entry, versionDir, route.module) : [];

    // A public page is the same for everyone: the build's HTML, or (a blog post) rendered as a visitor.
    const publicPage = route?.access === 'public' && built && !built.signedIn ? built : undefined;
    const rendered =
      publicPage?.live && versionDir && route ? await this.renderLive(versionDir, route.module, pathname) : null;

    if (session.user && canPrerender && this.apiOrigin()) {
      const member = this.renderMember(shell, url, session, {
        signedInPage: route && versionDir && built?.live && built.signedIn ? { versionDir, route, built } : null,
        publicPage: publicPage
          ? { html: rendered?.html ?? publicPage.html, css: rendered?.css ?? publicPage.css, ownCss: publicPage.ownCss }
          : null,
      });
      return this.stream(shell, await preloads(), session, registry, member, rendered?.queries ?? []);
    }

    const prerendered = session.user ? undefined : publicPage;
    const key = `${shell.dir}|${route?.path ?? '*'}|${live?.version ?? '-'}|${JSON.stringify(registry)}|${JSON.stringify(session.user)}`;
    const cached = rendered || session.user ? undefined : this.pages.get(key);
    if (cached) return cached;
    const page =
      prerendered && shell.frame
        ? {
            frame: shell.frame.html,
            html: rendered?.html ?? prerendered.html,
            css: `${shell.frame.css}${rendered?.css ?? prerendered.css}${shell.frame.ownCss ?? ''}${prerendered.ownCss ?? ''}`,
          }
        : null;
    const composed = this.finish(shell, page, await preloads(), rendered?.queries ?? [], session, registry);
    if (rendered || session.user) return composed; // its own cache (renderLive) expires; this one does not
    if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
    this.pages.set(key, composed);
    return composed;
  }

  /** The HTML around the loader: the shell's index, with `page` put into #root when there is one. */
  private finish(
    shell: LoadedShell,
    page: { frame: string; html: string; css: string } | null,
    preloads: Preload[],
    queries: QueryEntry[],
    session: PageSession,
    registry: RemoteRegistry,
  ): ComposedPage {
    const loader = earlyLoader({ scripts: page ? scripts(shell.index) : [], afterPaint: Boolean(page) });
    const html = this.render(shell, page, loader, queries, session, registry, preloads);
    const scriptHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    return { html, scriptHash, encoded: new Map() };
  }

  /**
   * A signed-in person's page as two parts: the head now (the shell's head with every preload, no
   * script of its own: the loader starts the shell's scripts, as on any prerendered page), the
   * body once `member` has rendered — their frame and page, or the plain shell when it could not.
   */
  private stream(
    shell: LoadedShell,
    preloads: Preload[],
    session: PageSession,
    registry: RemoteRegistry,
    member: Promise<{ page: { frame: string; html: string; css: string }; queries: QueryEntry[] } | null>,
    publicQueries: QueryEntry[],
  ): StreamedPage {
    const loader = earlyLoader({ scripts: scripts(shell.index), afterPaint: true });
    const index = this.withPreloads(shell.index.replace(DEFER_SCRIPT, ''), preloads);
    const split = index.indexOf(ROOT);
    const head = index.slice(0, split);
    const tail = index.slice(split + ROOT.length);
    const body = member
      .catch((error: unknown) => {
        this.onError(error);
        return null;
      })
      .then((rendered) => {
        const root = rendered
          ? `<style data-prerendered="">${rendered.page.css}</style><div id="root" data-prerendered="">${rendered.page.frame.replace(OUTLET, () => rendered.page.html)}</div>`
          : ROOT;
        const data = this.dataScripts(session, registry, rendered ? [...rendered.queries, ...publicQueries] : []);
        return `${root}${tail}`.replace('</body>', () => `${data}<script>${loader}</script></body>`);
      });
    const scriptHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    return { kind: 'streamed', head, body, scriptHash };
  }

  /**
   * A signed-in person's frame (the shell's renderer, their header's data read as them) and, when
   * their area renders the page per request and the route lets them in, the page with their data.
   * Null (the plain shell is served) when the shell ships no renderer, or it fails or is slow.
   */
  private async renderMember(
    shell: LoadedShell,
    url: string,
    session: PageSession,
    {
      signedInPage,
      publicPage,
    }: {
      /** A page its area renders per request for the signed-in person. */
      signedInPage: { versionDir: string; route: Frame['routes'][number]; built: PrerenderedPage } | null;
      /** A public page, the same for everyone. */
      publicPage: { html: string; css: string; ownCss?: string } | null;
    },
  ): Promise<{ page: { frame: string; html: string; css: string }; queries: QueryEntry[] } | null> {
    const apiOrigin = this.apiOrigin();
    const shellFrame = shell.frame;
    if (!apiOrigin || !shellFrame) return null;
    const headers: Record<string, string> = session.cookie ? { cookie: session.cookie } : {};
    const options = { apiOrigin, user: session.user, headers };
    // Frame and page render side by side; the page is dropped if the route does not let them in.
    const [frame, rendered] = await Promise.all([
      this.withinLimit(async () => {
        const renderer = requireFile(path.join(shell.dir, 'prerender', 'render.cjs')) as ShellRenderer;
        return renderer.renderMemberFrame(url, options);
      }),
      signedInPage
        ? this.withinLimit(async () => {
            const renderer = requireFile(path.join(signedInPage.versionDir, 'prerender', 'render.cjs')) as AreaRenderer;
            return renderer.renderPage(signedInPage.route.module, url, options);
          })
        : null,
    ]);
    if (!frame) return null;
    const page = !frame.allowed
      ? null
      : rendered
        ? { ...rendered, ownCss: signedInPage?.built.ownCss }
        : publicPage
          ? { ...publicPage, queries: [] }
          : null;
    return {
      page: {
        frame: frame.html,
        html: page?.html ?? '',
        css: `${shellFrame.css}${page?.css ?? ''}${shellFrame.ownCss ?? ''}${page?.ownCss ?? ''}`,
      },
      queries: [...frame.queries, ...(page?.queries ?? [])],
    };
  }

  /**
   * Loads the renderers of the shell and of every live version ahead of the first page that needs
   * them (a renderer's first load takes most of a second): at start, and after a release. Loading
   * blocks the event loop as long, so it runs when no response is waiting on it.
   */
  warm(registry: RemoteRegistry, shellDir: string): void {
    const key = `${shellDir}|${JSON.stringify(registry)}`;
    if (key === this.warmed) return;
    this.warmed = key;
    const dirs = [shellDir, ...Object.values(registry).flatMap(({ entry }) => this.versionDir(entry) ?? [])];
    setImmediate(() => {
      for (const dir of dirs) {
        const file = path.join(dir, 'prerender', 'render.cjs');
        if (existsSync(file)) {
          try {
            requireFile(file);
          } catch (error) {
            this.onError(error);
          }
        }
      }
    });
  }

  /** `render()`'s answer, or null when it fails or takes longer than LIVE_RENDER_LIMIT_MS. */
  private async withinLimit<T>(render: () => Promise<T | null>): Promise<T | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LIVE_RENDER_LIMIT_MS);
    });
    try {
      return await Promise.race([
        render().catch((error: unknown) => {
          this.onError(error);
          return null;
        }),
        limit,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Every file the page needs before the app can take it over, in the order they are needed: the
   * shell's entry, its bootstrap and the shared packages it consumes, the area's entry and the page's own
   * chunks, then the shared packages those consume (antd's components…). From the builds' preload
   * maps; the area's manifest is fetched too (the federation runtime reads it).
   */
  private async preloadsFor(shell: LoadedShell, entry: string, versionDir: string, module: string): Promise<Preload[]> {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const area = await this.readVersionJson<PreloadMap>(path.join(versionDir, 'prerender', 'preload.json'));
    const shared = shell.preloadMap?.shared ?? {};
    const files: string[] = [];
    const seen = new Set<string>();
    const add = (file: string) => {
      if (!seen.has(file)) files.push(file);
      seen.add(file);
    };
    const taken = new Set<string>();
    const withConsumes = (group: PreloadGroup | undefined, prefix: string) => {
      if (!group) return;
      group.files.forEach((file) => add(`${prefix}${file}`));
      const next = group.consumes.filter((key) => !taken.has(key));
      next.forEach((key) => taken.add(key));
      next.forEach((key) => withConsumes(shared[key], '/'));
    };
    if (!area) {
      // A version built before the preload maps: its manifest still names its entry and the page.
      const manifest = await this.readVersionJson<Manifest>(path.join(versionDir, 'mf-manifest.json'));
      return manifest ? pagePreloads(entry, manifest, module) : [];
    }
    (shell.preloadMap?.initial ?? []).forEach((file) => add(`/${file}`));
    withConsumes(shell.preloadMap?.bootstrap, '/');
    if (area.remoteEntry) add(`${base}${area.remoteEntry}`);
    withConsumes(area.exposes?.[module], base);
    return [
      { href: entry, as: 'fetch' as const },
      ...files.map((href) => ({ href, as: href.endsWith('.css') ? ('style' as const) : ('script' as const) })),
    ];
  }

  /**
   * A request-time page from the live version's renderer, rendered at most once per LIVE_TTL_MS per
   * URL (concurrent requests share the render). Null — the build-time HTML is served instead — when
   * the renderer is missing, fails or is slow: a broken area release never breaks the page.
   */
  private async renderLive(versionDir: string, module: string, pathname: string): Promise<LivePage | null> {
    const origin = this.apiOrigin();
    if (!origin) return null;
    const key = `${versionDir}|${module}|${pathname}`;
    let entry = this.live.get(key);
    if (!entry || entry.expires <= Date.now()) {
      const page = this.runRenderer(versionDir, module, pathname, origin).then((result) => {
        // A failure is not remembered: the next request tries again.
        if (!result && this.live.get(key)?.page === page) this.live.delete(key);
        return result;
      });
      entry = { expires: Date.now() + LIVE_TTL_MS, page };
      if (this.live.size >= MAX_CACHED_PAGES) this.live.clear();
      this.live.set(key, entry);
    }
    // A slow render (the renderer's first load, a slow API) does not hold the visitor: the
    // build-time HTML goes out now, and the render, still running, serves the next request.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LIVE_RENDER_LIMIT_MS);
    });
    try {
      return await Promise.race([entry.page, limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async runRenderer(
    versionDir: string,
    module: string,
    pathname: string,
    apiOrigin: string,
  ): Promise<LivePage | null> {
    try {
      const renderer = requireFile(path.join(versionDir, 'prerender', 'render.cjs')) as AreaRenderer;
      return await renderer.renderPage(module, pathname, { apiOrigin });
    } catch (error) {
      this.onError(error);
      return null;
    }
  }

  /**
   * `loader` is the inline script: the shell's scripts in it when `page` is prerendered, else as
   * built.
   */
  private render(
    shell: LoadedShell,
    page: { frame: string; html: string; css: string } | null,
    loader: string,
    queries: QueryEntry[],
    session: PageSession,
    registry: RemoteRegistry,
    preloads: Preload[],
  ): string {
    const data = this.dataScripts(session, registry, queries);
    const withLoader = (html: string) => html.replace('</body>', () => `${data}<script>${loader}</script></body>`);
    if (!page) return withLoader(this.withPreloads(shell.index, preloads));
    const root = `<div id="root" data-prerendered="">${page.frame.replace(OUTLET, () => page.html)}</div>`;
    return withLoader(
      this.withPreloads(
        shell.index
          .replace(DEFER_SCRIPT, '')
          .replace('</head>', () => `<style data-prerendered="">${page.css}</style></head>`)
          .replace(ROOT, () => root),
        preloads,
      ),
    );
  }

  /** In <head>: the browser starts every file of the page while the rest of the HTML still arrives. */
  private withPreloads(index: string, preloads: Preload[]): string {
    const links = preloads
      .map(
        ({ href, as }) =>
          `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
      )
      .join('');
    return index.replace('</head>', () => `${links}</head>`);
  }

  /**
   * Who is signed in, the live version of every area, and the answers of the queries the server
   * ran: data, not code (the policy does not run them), `<` escaped so no text in them can close
   * their element.
   */
  private dataScripts(session: PageSession, registry: RemoteRegistry, queries: QueryEntry[]): string {
    const json = (id: string, value: unknown) =>
      `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
    return `${json('fl-session', { user: session.user })}${json('fl-registry', registry)}${queries.length ? json('fl-prerendered-queries', queries) : ''}`;
  }

  /**
   * The shell's index.html, frame and preload map, read once per shell version (a version never
   * changes; its renderer is a different file per version too). Null when the folder has no shell.
   */
  private async loadShell(dir: string): Promise<LoadedShell | null> {
    if (this.shell?.dir === dir) return this.shell;
    let index: string;
    try {
      index = await readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    const readJson = <T>(file: string) =>
      readFile(path.join(dir, 'prerender', file), 'utf8')
        .then((text) => JSON.parse(text) as T)
        .catch(() => null);
    const [frame, preloadMap] = await Promise.all([
      readJson<Frame>('frame.json'),
      readJson<PreloadMap>('preload.json'),
    ]);
    const routePatterns = (frame?.routes ?? []).map((route) => ({ pattern: routePattern(route.path), route }));
    this.shell = { dir, index, frame, routePatterns, preloadMap };
    this.pages.clear();
    return this.shell;
  }

  private match(shell: LoadedShell, pathname: string): Frame['routes'][number] | null {
    return shell.routePatterns.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
  }

  /** `/remotes/<area>/<version>/mf-manifest.json` → that version's folder, never outside remotesDir. */
  private versionDir(entry: string): string | null {
    const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9-]+)\/mf-manifest\.json$/.exec(entry);
    return match ? path.join(this.remotesDir, match[1], match[2]) : null;
  }

  private async readVersionJson<T>(file: string): Promise<T | null> {
    if (this.versionFiles.has(file)) return this.versionFiles.get(file) as T | null;
    const value = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as T)
      .catch(() => null);
    if (this.versionFiles.size >= MAX_CACHED_PAGES) this.versionFiles.clear();
    this.versionFiles.set(file, value);
    return value;
  }
}

function scripts(shellIndex: string): string[] {
  return [...shellIndex.matchAll(DEFER_SCRIPT)].map((match) => match[1]);
}

/** React Router's matching: case-insensitive, `:param` is one segment, a trailing slash is allowed. */
function routePattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '' : source.replace(/\/$/, '')}/?$`, 'i');
}

type Preload = { href: string; as: 'script' | 'fetch' | 'style' };

/** From an area's manifest (a version built before the preload maps): its entry and the page's own chunks. */
function pagePreloads(entry: string, manifest: Manifest, module: string): Preload[] {
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  return [
    { href: entry, as: 'fetch' as const },
    ...(remoteEntry?.name
      ? [{ href: `${base}${remoteEntry.path ?? ''}${remoteEntry.name}`, as: 'script' as const }]
      : []),
    ...(expose?.assets?.js?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
    ...(expose?.assets?.css?.sync ?? []).map((file) => ({ href: `${base}${file}`, as: 'style' as const })),
  ];
}

/**
 * The inline loader: on a prerendered page after the first paint, else at once, the shell's
 * scripts in order. Every file they need is already coming (<head> preloads), and the registry
 * is in the page (`fl-registry`).
 */
function earlyLoader({ scripts, afterPaint }: { scripts: string[]; afterPaint: boolean }): string {
  const data = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `(function(){var d=document,s=${data},started=false;function go(){if(started)return;started=true;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})}${
    afterPaint
      ? CARRY_OVER_INPUT +
        "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener('visibilitychange',go)"
      : 'go()'
  }})()`;
}

/** A URL as an attribute value: the paths come from build output, but never trusted to be plain. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Brotli for browsers that take it, else gzip; computed once per composed page. */
export function encodePage(
  page: ComposedPage,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  if (!encoding) return { body: page.html };
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(page.html, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return { body, encoding };
}
