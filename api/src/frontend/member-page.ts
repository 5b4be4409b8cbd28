// A signed-in person's frame and page with their data: the shell's renderer draws their header
// (its data read through the API as them), and the page's area, when it renders that page per
// request (dashboards, Messages), draws the page with their data. Both from the live releases.
import type { AreaRenderer, FrameRoute, PrerenderedPage, ShellRenderer } from '@freelane/shared/build-artefacts';
import { PAGE_LOADING_HTML, type PageSession } from './page-html';
import type { LoadedShell } from './release-files';
import { loadRenderer, withinLimit } from './renderers';
import type { RenderedMember } from './streamed-page';

export interface MemberPageInput {
  /** A page its area renders per request for the signed-in person. */
  signedInPage: { versionDir: string; route: FrameRoute; built: PrerenderedPage } | null;
  /** A public page, the same for everyone. */
  publicPage: { html: string; css: string; ownCss?: string } | null;
}

/**
 * Their frame and, when the route lets them in, the page (rendered side by side; the page is
 * dropped if the route does not let them in). Null (the plain shell is served) when the shell
 * ships no renderer, or it fails or is slow. A page its area could not render in time (it threw,
 * a query hung: LIVE_RENDER_LIMIT_MS), or does not render, is the frame around the shell's loading
 * state, as for a visitor: the app renders it, never a blank outlet nor an error (issue 39).
 */
export async function renderMemberPage(
  shell: LoadedShell,
  url: string,
  session: PageSession,
  apiOrigin: string | null,
  { signedInPage, publicPage }: MemberPageInput,
  onError: (error: unknown) => void,
): Promise<RenderedMember | null> {
  const shellFrame = shell.frame;
  if (!apiOrigin || !shellFrame) return null;
  const headers: Record<string, string> = session.cookie ? { cookie: session.cookie } : {};
  const options = { apiOrigin, user: session.user, headers };
  const [frame, rendered] = await Promise.all([
    withinLimit(async () => loadRenderer<ShellRenderer<object>>(shell.dir).renderMemberFrame(url, options), onError),
    signedInPage
      ? withinLimit(
          async () =>
            loadRenderer<AreaRenderer<object>>(signedInPage.versionDir).renderPage(
              signedInPage.route.module,
              url,
              options,
            ),
          onError,
        )
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
      html: page?.html ?? (frame.allowed ? PAGE_LOADING_HTML : ''),
      css: [shellFrame.css, page?.css ?? '', shellFrame.ownCss ?? '', page?.ownCss ?? ''],
    },
    queries: [...frame.queries, ...(page?.queries ?? [])],
  };
}
