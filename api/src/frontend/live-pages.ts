// Public pages whose first view is their data (a blog post): rendered per request by the live
// version's renderer as an anonymous visitor, at most once per LIVE_TTL_MS per URL.
import type { AreaRenderer, RenderedPage } from '@freelane/shared/build-artefacts';
import { MAX_CACHED_ENTRIES } from './release-files';
import { loadRenderer, raceLimit } from './renderers';

/** A request-time page (a blog post) is rendered at most this often per URL; edits show after it. */
const LIVE_TTL_MS = 30_000;

export class LivePages {
  private readonly live = new Map<string, { expires: number; page: Promise<RenderedPage | null> }>();

  /**
   * `apiOrigin` says where this server answers on loopback (null while not listening, as in tests
   * with inject): the pages query the API there.
   */
  constructor(
    private readonly apiOrigin: () => string | null,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * The page from the live version's renderer, rendered at most once per LIVE_TTL_MS per URL — its
   * path and query: a page may read its query (Find Talent's `?search=`), and one rendered without
   * it would show another list than the app then does (concurrent requests share the render). Null — the build-time HTML is served instead — when the
   * renderer is missing, fails or is slow: a broken area release never breaks the page.
   */
  async render(versionDir: string, module: string, url: string): Promise<RenderedPage | null> {
    const origin = this.apiOrigin();
    if (!origin) return null;
    const key = `${versionDir}|${module}|${url}`;
    let entry = this.live.get(key);
    // Infrastructure time (a cache's lifetime), not the app's clock: see docs/decisions.md, issue 35.
    if (!entry || entry.expires <= Date.now()) {
      const page = this.run(versionDir, module, url, origin).then((result) => {
        // A failure is not remembered: the next request tries again.
        if (!result && this.live.get(key)?.page === page) this.live.delete(key);
        return result;
      });
      entry = { expires: Date.now() + LIVE_TTL_MS, page };
      if (this.live.size >= MAX_CACHED_ENTRIES) this.live.clear();
      this.live.set(key, entry);
    }
    // A slow render (the renderer's first load, a slow API) does not hold the visitor: the
    // build-time HTML goes out now, and the render, still running, serves the next request.
    const { page } = entry;
    return raceLimit(() => page);
  }

  private async run(versionDir: string, module: string, url: string, apiOrigin: string) {
    try {
      return await loadRenderer<AreaRenderer>(versionDir).renderPage(module, url, { apiOrigin });
    } catch (error) {
      this.onError(error);
      return null;
    }
  }
}
