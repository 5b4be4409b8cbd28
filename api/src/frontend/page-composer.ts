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
// The jobs are in the modules beside this one: release-files (the live release and its frame),
// preloads and page-html (the head and the page), live-pages and member-page (request-time
// renders), streamed-page (a signed-in person's page in two parts), send-page (on the wire).
import type { PrerenderedPages, QueryEntry } from '@freelane/shared/build-artefacts';
import type { RemoteRegistry } from '@freelane/shared/contracts';
import { LivePages } from './live-pages';
import { renderMemberPage } from './member-page';
import { withPageMeta } from './page-meta';
import { PAGE_LOADING_HTML, ROOT, wholePage, withSiteQueries, type ComposedPage, type PageSession } from './page-html';
import { preloadsFor } from './preloads';
import { MAX_CACHED_ENTRIES, matchRoute, ReleaseFiles, type LoadedShell } from './release-files';
import { warmRenderers } from './renderers';
import { streamedPage, type StreamedPage } from './streamed-page';

export type { ComposedPage, PageSession, StreamedPage };

const VISITOR: PageSession = { user: null };

export class PageComposer {
  private readonly files: ReleaseFiles;
  private readonly livePages: LivePages;
  private shell: LoadedShell | null = null;
  private warmed = '';
  /** A visitor's composed pages, until the shell, the registry or the version changes. */
  private readonly pages = new Map<string, ComposedPage>();

  /**
   * `apiOrigin` says where this server answers on loopback (null while not listening, as in
   * tests with inject): request-time pages query the API there, as an anonymous visitor.
   * `siteUrl` is where people reach the site (PUBLIC_URL): a shared link's `og:url` and image.
   * `siteQueries` are answers every page carries (the public config), unless the page's own has them.
   */
  constructor(
    remotesDir: string,
    private readonly apiOrigin: () => string | null = () => null,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly siteUrl = '',
    private readonly siteQueries: readonly QueryEntry[] = [],
  ) {
    this.files = new ReleaseFiles(remotesDir);
    this.livePages = new LivePages(apiOrigin, onError);
  }

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
    const liveShell = shellDir ? await this.loadShell(shellDir) : null;
    if (!liveShell) return null;
    this.warm(registry, liveShell.dir);
    const pathname = url.split('?')[0];
    const route = matchRoute(liveShell, pathname);
    const live = route ? registry[route.remote] : undefined;
    const versionDir = live ? this.files.versionDir(live.entry) : null;
    const canPrerender = Boolean(liveShell.frame && liveShell.index.includes(ROOT));
    const pages =
      versionDir && canPrerender
        ? await this.files.readVersionJson<PrerenderedPages>(versionDir, 'prerender', 'pages.json')
        : null;
    const built = route ? pages?.[route.module] : undefined;
    const preloads = async () =>
      route && live && versionDir
        ? preloadsFor(this.files, liveShell, live.entry, versionDir, route.module, url.slice(pathname.length), {
            signedIn: Boolean(session.user),
          })
        : [];

    // A public page is the same for everyone: the build's HTML, or (a blog post) rendered as a visitor.
    // A guest page (/login's form) is a visitor's only: theirs is the build's HTML too (issue 39).
    const forEveryone = route?.access === 'public' || (route?.access === 'guest' && !session.user);
    const publicPage = forEveryone && built && !built.signedIn ? built : undefined;
    const rendered =
      publicPage?.live && versionDir && route ? await this.livePages.render(versionDir, route.module, url) : null;
    // The page's shared-link tags: its data's (a job), else its route's; the page says "not found"
    // with a 404 when what the URL names is not there (a crawler then drops the link).
    const shell = {
      ...liveShell,
      index: withPageMeta(liveShell.index, rendered?.meta ?? route?.meta, pathname, this.siteUrl),
    };
    const status = rendered?.status;

    if (session.user && canPrerender && this.apiOrigin()) {
      const member = renderMemberPage(
        shell,
        url,
        session,
        this.apiOrigin(),
        {
          signedInPage: route && versionDir && built?.live && built.signedIn ? { versionDir, route, built } : null,
          publicPage: publicPage
            ? {
                html: rendered?.html ?? publicPage.html,
                css: rendered?.css ?? publicPage.css,
                ownCss: publicPage.ownCss,
              }
            : null,
        },
        this.onError,
      );
      const streamed = streamedPage(
        shell,
        await preloads(),
        session,
        registry,
        member,
        rendered?.queries ?? [],
        this.onError,
        this.siteQueries,
      );
      return status ? { ...streamed, status } : streamed;
    }

    const prerendered = session.user ? undefined : publicPage;
    // A route with parameters has a page per URL (its `og:url`).
    const routeKey = route ? (route.path.includes(':') ? `${route.path}|${pathname}` : route.path) : '*';
    const key = `${shell.dir}|${routeKey}|${live?.version ?? '-'}|${JSON.stringify(registry)}|${JSON.stringify(session.user)}`;
    const cached = rendered || session.user ? undefined : this.pages.get(key);
    if (cached) return cached;
    const page =
      prerendered && shell.frame
        ? {
            frame: shell.frame.html,
            html: rendered?.html ?? prerendered.html,
            css: [
              shell.frame.css,
              rendered?.css ?? prerendered.css,
              shell.frame.ownCss ?? '',
              prerendered.ownCss ?? '',
            ],
          }
        : route && !session.user && shell.frame
          ? // A visitor's page the build has no HTML for (an area built before its renderer, a post not yet rendered):
            // the frame paints at once around the shell's loading state, instead of a blank screen
            // until the scripts run (issue 39: /login's first paint came at 4.0 s). Marked
            // prerendered like the others, so the app's first render waits for the page's code and
            // replaces the spinner with the page, never with a frameless loading state.
            { frame: shell.frame.html, html: PAGE_LOADING_HTML, css: [shell.frame.css, shell.frame.ownCss ?? ''] }
          : null;
    const queries = withSiteQueries(rendered?.queries ?? [], this.siteQueries);
    const whole = wholePage(shell, page, await preloads(), queries, session, registry);
    const composed = status ? { ...whole, status } : whole;
    if (rendered || session.user) return composed; // its own cache (LivePages) expires; this one does not
    if (this.pages.size >= MAX_CACHED_ENTRIES) this.pages.clear();
    this.pages.set(key, composed);
    return composed;
  }

  /**
   * Loads the renderers of the shell and of every live version ahead of the first page that needs
   * them: at start, and after a release.
   */
  warm(registry: RemoteRegistry, shellDir: string): void {
    const key = `${shellDir}|${JSON.stringify(registry)}`;
    if (key === this.warmed) return;
    this.warmed = key;
    const dirs = [shellDir, ...Object.values(registry).flatMap(({ entry }) => this.files.versionDir(entry) ?? [])];
    warmRenderers(dirs, this.onError);
  }

  /** The live shell; a new shell version drops the visitors' pages composed with the old one. */
  private async loadShell(dir: string): Promise<LoadedShell | null> {
    const shell = await this.files.loadShell(dir);
    if (shell && shell !== this.shell) {
      this.shell = shell;
      this.pages.clear();
    }
    return shell;
  }
}
