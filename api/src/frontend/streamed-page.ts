// A signed-in person's page, sent in two parts: the head (every file of the page to preload) at
// once, the body when the server has rendered it. Their browser fetches the page's files while the
// server renders, instead of after.
import type { QueryEntry } from '@freelane/shared/build-artefacts';
import type { RemoteRegistry } from '@freelane/shared/contracts';
import { earlyLoader, scriptHashOf } from './early-loader';
import {
  DEFER_SCRIPT,
  ROOT,
  dataScripts,
  prerenderedRoot,
  prerenderedStyle,
  shellScripts,
  withSiteQueries,
  type FramedPage,
  type PageSession,
} from './page-html';
import { withPreloads, type Preload } from './preloads';
import type { LoadedShell } from './release-files';

export interface StreamedPage {
  kind: 'streamed';
  head: string;
  /** The HTTP status when it is not 200: a page that says what the URL names is not there. */
  status?: 404;
  /** Never rejects: a failed render is the plain shell's body. */
  body: Promise<string>;
  /** CSP source allowing exactly this page's inline loader (`'sha256-…'`). */
  scriptHash: string;
}

/** What the member's render gives the body: their frame and page, and the queries they answered. */
export interface RenderedMember {
  page: FramedPage;
  queries: QueryEntry[];
}

/**
 * The head now (the shell's head with every preload, no script of its own: the loader starts the
 * shell's scripts, as on any prerendered page), the body once `member` has rendered — their frame
 * and page, or the plain shell when it could not.
 */
export function streamedPage(
  shell: LoadedShell,
  preloads: Preload[],
  session: PageSession,
  registry: RemoteRegistry,
  member: Promise<RenderedMember | null>,
  publicQueries: QueryEntry[],
  onError: (error: unknown) => void,
  siteQueries: readonly QueryEntry[] = [],
): StreamedPage {
  const loader = earlyLoader({ scripts: shellScripts(shell.index), afterPaint: true, stylesheets: preloads });
  const index = withPreloads(shell.index.replace(DEFER_SCRIPT, ''), preloads);
  const split = index.indexOf(ROOT);
  const head = index.slice(0, split);
  const tail = index.slice(split + ROOT.length);
  const body = member
    .catch((error: unknown) => {
      onError(error);
      return null;
    })
    .then((rendered) => {
      const root = rendered ? `${prerenderedStyle(rendered.page)}${prerenderedRoot(rendered.page)}` : ROOT;
      const data = dataScripts(
        session,
        registry,
        withSiteQueries(rendered ? [...rendered.queries, ...publicQueries] : [], siteQueries),
      );
      return `${root}${tail}`.replace('</body>', () => `${data}<script>${loader}</script></body>`);
    });
  return { kind: 'streamed', head, body, scriptHash: scriptHashOf(loader) };
}
