// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release.
// - Every signed-in page of this area (the route table's, access other than public / guest) is
//   rendered per request for the person whose session cookie came with it, with their data (issue
//   46: their data is what they see first, so it must come with the HTML). A page that cannot be
//   goes on NOT_RENDERED with the reason.
// - The job page (/jobs/:id, issue 36) is public and its first view is its data: rendered per
//   request as a visitor (the same for everyone), with the job's shared-link tags and, for a job
//   that is not there or not open, a 404.
import { createAppStore, publicConfigApi, type AppStore } from '@freelane/shared';
import { DEFAULT_CURRENCY } from '@freelane/shared/contracts';
import type { PrerenderedPage, RenderedPage, RenderOptions } from '@freelane/shared/build-artefacts';
import { renderWithData, signedInPages } from '@freelane/shared/ssr';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { matchPath, Route, Routes, StaticRouter } from 'react-router-dom';
import { getJobPageApi } from '../features/job-page/api/get-job-page';
import { isJobNotFound, JOB_NOT_FOUND_META, jobPageMeta } from '../features/job-page/lib/job-page-meta';
import JobPage from '../pages/job-page';

/** Signed-in pages the server does not render (module → why): none today. */
export const NOT_RENDERED: Readonly<Record<string, string>> = {};

// esbuild bundles every file of src/pages this pattern matches (scripts/prerender.mjs leaves the
// tests out), so a new page is in the bundle without an import here.
const signedIn = signedInPages('mf_jobs', (file) => import(`../pages/${file}.tsx`), NOT_RENDERED);

/** Loads every signed-in page's code ahead of the first request (the server calls it on load). */
export const { warm } = signedIn;

/** The job page's route in the shell's route table (`useParams` reads its id). */
const JOB_ROUTE = '/jobs/:id';
const JOB_MODULE = './JobPage';

const jobPage = (store: AppStore, url: string) => (
  <Provider store={store}>
    <StaticRouter location={url}>
      <Routes>
        <Route path={JOB_ROUTE} element={<JobPage />} />
      </Routes>
    </StaticRouter>
  </Provider>
);

/** Exposed module name (rsbuild.config.ts `exposes`) → the page as first seen, at build time. */
export function renderPages(): Record<string, PrerenderedPage> {
  return {
    ...signedIn.renderPages(),
    // Its loading state: what the server sends when the request-time render cannot be had.
    [JOB_MODULE]: { html: renderToString(jobPage(createAppStore(), '/jobs/prerender')), css: '', live: true },
  };
}

/** `module` at `url` with its data: the job page as a visitor, a signed-in page for the person. */
export async function renderPage(module: string, url: string, options: RenderOptions): Promise<RenderedPage | null> {
  if (module !== JOB_MODULE)
    return signedIn.renderPage(module, url, options as Parameters<typeof signedIn.renderPage>[2]);
  const pathname = new URL(url, 'http://freelane.invalid').pathname;
  const match = matchPath({ path: JOB_ROUTE, caseSensitive: false, end: true }, pathname);
  if (!match?.params.id) return null;
  const id = match.params.id;
  const store = createAppStore(undefined, { serverRequest: { apiOrigin: options.apiOrigin, headers: {} } });
  const page = await renderWithData((ready) => jobPage(ready, url), store);
  const state = store.getState();
  const selectJob = getJobPageApi.endpoints.getJobPage.select(id);
  // This area's api adds its own tag types to the shared store's (jobs-api.ts): the same state.
  const job = selectJob(state as Parameters<typeof selectJob>[0]);
  if (job.data) {
    const currency = publicConfigApi.endpoints.getPublicConfig.select()(state).data?.currency ?? DEFAULT_CURRENCY;
    return { ...page, meta: jobPageMeta(job.data, currency) };
  }
  if (isJobNotFound(job.error)) return { ...page, meta: JOB_NOT_FOUND_META, status: 404 };
  // Any other failure: the page shows its error state, with its route's tags.
  return page;
}
