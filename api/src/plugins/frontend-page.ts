// The HTML page of the app, composed per request (see docs/decisions.md, "Performance"):
// - a public page comes prerendered: the shell's frame (signed-out header + footer, written by the
//   shell's build) around the page's HTML written by the LIVE version of the page's area, so a
//   release or rollback of that area changes the HTML on the next request, never a shell rebuild;
// - every page starts the registry, the area's manifest and the page's code in parallel, instead of
//   one after the other (shell → /remotes.json → manifest → entry → page);
// - on a prerendered page the scripts start only after the first paint, so no script delays it.
// Inputs are the files of released versions, which never change once published (api/src/releases):
// each is read once and kept in memory, keyed by its version's folder.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { RemoteRegistry } from '@freelane/shared/contracts';

/** Written by the shell's prerender build step (shell/src/prerender/render-frame.tsx). */
interface Frame {
  html: string;
  /** antd's styles, then the app's own (which override antd's, as in the browser). */
  css: string;
  ownCss?: string;
  routes: { path: string; remote: string; module: string; access: string }[];
}

/** Written by an area's prerender build step: exposed module → its page as first seen. */
type PrerenderedPage = { html: string; css: string; ownCss?: string; live?: boolean };
/** A query the page ran while rendering, handed to the browser's store before its first render. */
type QueryEntry = { endpointName: string; arg: unknown; value: unknown };
type LivePage = { html: string; css: string; queries: QueryEntry[] };
/** An area's request-time renderer (its prerender/render.cjs), from the same release as its code. */
interface AreaRenderer {
  renderPage(module: string, url: string, options: { apiOrigin: string }): Promise<LivePage | null>;
}
type PrerenderedPages = Record<string, PrerenderedPage | undefined>;

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
 * The frame shows the visitor's header. A member (redux-persist's `persist:<PERSIST_KEY>` in
 * @freelane/shared holds their user) must not see Sign Up / Login offered meanwhile: the header's
 * links and buttons stay hidden until the app has rendered the member header.
 */
const MEMBER_CHECK =
  "try{var p=JSON.parse(localStorage.getItem('persist:freelane')||'{}'),a=p.auth&&JSON.parse(p.auth);if(a&&a.user)d.documentElement.classList.add('fl-member')}catch(e){}";
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
const MEMBER_CSS =
  'html.fl-member:not([data-app-ready]) .fl-header__desktop,html.fl-member:not([data-app-ready]) .fl-header__toggle{visibility:hidden}';

export interface ComposedPage {
  html: string;
  /** CSP source allowing exactly this page's inline loader (`'sha256-…'`). */
  scriptHash: string;
  /** Compressed once per composed variant, on first request. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

interface LoadedShell {
  dir: string;
  index: string;
  frame: Frame | null;
  routePatterns: { pattern: RegExp; route: Frame['routes'][number] }[];
}

export class PageComposer {
  private shell: LoadedShell | null = null;
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

  /** The page for `pathname` in the live shell (its version's folder), or null when there is none. */
  async compose(pathname: string, registry: RemoteRegistry, shellDir: string | null): Promise<ComposedPage | null> {
    const shell = shellDir ? await this.loadShell(shellDir) : null;
    if (!shell) return null;
    const route = this.match(shell, pathname);
    const live = route ? registry[route.remote] : undefined;
    const versionDir = live ? this.versionDir(live.entry) : null;
    const built =
      route && route.access === 'public' && versionDir && shell.frame && shell.index.includes(ROOT)
        ? (await this.readVersionJson<PrerenderedPages>(path.join(versionDir, 'prerender', 'pages.json')))?.[
            route.module
          ]
        : undefined;
    const rendered =
      built?.live && versionDir && route ? await this.renderLive(versionDir, route.module, pathname) : null;

    const key = `${shell.dir}|${route?.path ?? '*'}|${live?.version ?? '-'}|${JSON.stringify(registry)}`;
    const cached = rendered ? undefined : this.pages.get(key);
    if (cached) return cached;
    const prerendered = rendered ? { ...rendered, ownCss: built?.ownCss } : built;
    const manifest = versionDir
      ? await this.readVersionJson<Manifest>(path.join(versionDir, 'mf-manifest.json'))
      : null;
    const preloads = live && route && manifest ? pagePreloads(live.entry, manifest, route.module) : [];

    const loader = earlyLoader({
      preloads,
      scripts: prerendered ? scripts(shell.index) : [],
      afterPaint: Boolean(prerendered),
    });
    const html = render(shell, prerendered ?? null, loader, rendered?.queries ?? []);
    const scriptHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    const page: ComposedPage = { html, scriptHash, encoded: new Map() };
    if (rendered) return page; // its own cache (renderLive) expires; this one does not
    if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
    this.pages.set(key, page);
    return page;
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

  /** The shell's index.html and frame, read once per shell version (a version never changes). */
  private async loadShell(dir: string): Promise<LoadedShell | null> {
    if (this.shell?.dir === dir) return this.shell;
    let index: string;
    try {
      index = await readFile(path.join(dir, 'index.html'), 'utf8');
    } catch {
      return null;
    }
    const frame = await readFile(path.join(dir, 'prerender', 'frame.json'), 'utf8')
      .then((text) => JSON.parse(text) as Frame)
      .catch(() => null);
    const routePatterns = (frame?.routes ?? []).map((route) => ({ pattern: routePattern(route.path), route }));
    this.shell = { dir, index, frame, routePatterns };
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

/** `loader` is the inline script: the shell's scripts in it when prerendered, else as built. */
function render(shell: LoadedShell, prerendered: PrerenderedPage | null, loader: string, queries: QueryEntry[]): string {
  // The queries are data, not code (the policy does not run them); `<` escaped so no text in them
  // can close the element.
  const data = queries.length
    ? `<script type="application/json" id="fl-prerendered-queries">${JSON.stringify(queries).replace(/</g, '\\u003c')}</script>`
    : '';
  const withLoader = (html: string) => html.replace('</body>', () => `${data}<script>${loader}</script></body>`);
  if (!prerendered || !shell.frame) return withLoader(shell.index);
  const frame = shell.frame;
  const root = `<div id="root" data-prerendered="">${frame.html.replace(OUTLET, () => prerendered.html)}</div>`;
  const css = `${frame.css}${prerendered.css}${frame.ownCss ?? ''}${prerendered.ownCss ?? ''}${MEMBER_CSS}`;
  return withLoader(
    shell.index
      .replace(DEFER_SCRIPT, '')
      .replace('</head>', () => `<style data-prerendered="">${css}</style></head>`)
      .replace(ROOT, () => root),
  );
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

/** The area's manifest, its entry and the page's own chunks (the MF runtime would fetch them in turn). */
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
 * The inline loader: starts /remotes.json (kept as a fetch the shell picks up, so a missing or
 * broken registry is handled exactly as before), the page's area files and — on a prerendered
 * page, after the first paint — the shell's scripts (in order).
 */
function earlyLoader({
  preloads,
  scripts,
  afterPaint,
}: {
  preloads: Preload[];
  scripts: string[];
  afterPaint: boolean;
}): string {
  const data = JSON.stringify({ preloads, scripts }).replace(/</g, '\\u003c');
  return `(function(){var d=document,c=${data},started=false;function go(){if(started)return;started=true;try{window.__freelaneRegistry=fetch('/remotes.json',{cache:'no-store'})}catch(e){}c.preloads.forEach(function(p){var l=d.createElement('link');l.rel='preload';l.as=p.as;l.href=p.href;if(p.as==='fetch')l.crossOrigin='anonymous';d.head.appendChild(l)});c.scripts.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)})}${
    afterPaint
      ? MEMBER_CHECK +
        CARRY_OVER_INPUT +
        "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)});d.addEventListener('visibilitychange',go)"
      : 'go()'
  }})()`;
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
