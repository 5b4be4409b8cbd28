/**
 * @jest-environment node
 */
// In Node, as on the server: no window, so a page touching it while rendering fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { ROUTE_TABLE, type RouteEntry } from '@freelane/shared/pages';
import { buildCurrentUser, mockEndpoint, server, startMockServer } from '@freelane/shared/testing';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import { screeningEndpoints } from '@freelane/shared/contracts/endpoints/screening';
import { buildApplication, buildJob, pageOf } from '../testing/build-job';
import { NOT_RENDERED, renderPage, renderPages } from './render-pages';

// The area's server renderer (issue 39): every signed-in page of mf-jobs is rendered per request
// with the person's data, read with their request's headers.
startMockServer();

const API = 'http://127.0.0.1:4100';
const client = buildCurrentUser({ role: 'client' });
const admin = buildCurrentUser({ role: 'admin' });
const asClient = { apiOrigin: API, user: client, headers: { 'x-freelane-test': 'clara' } };

describe('mf-jobs server renderer', () => {
  it('renders per request every signed-in page of the route table, but those NOT_RENDERED with their reason', () => {
    const signedIn = (ROUTE_TABLE as readonly RouteEntry[])
      .filter((route) => route.remote === 'mf_jobs' && !['public', 'guest'].includes(route.access))
      .map((route) => route.module);
    for (const [module, reason] of Object.entries(NOT_RENDERED)) {
      expect(signedIn).toContain(module);
      expect(reason.length).toBeGreaterThan(10);
    }
    const pages = renderPages();
    const perRequest = Object.keys(pages).filter((module) => pages[module].signedIn);
    expect(perRequest.sort()).toEqual(signedIn.filter((module) => !(module in NOT_RENDERED)).sort());
    expect(perRequest).toEqual(expect.arrayContaining(['./MyJobs', './ViewApplicants', './AdminPanel']));
  });

  it('renders every one of them in Node for its role, whatever the API answers (its error state here)', async () => {
    server.use(http.all('*', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })));
    const roles = { client: 'client', freelancer: 'freelancer', admin: 'admin', signedIn: 'client' } as const;
    const routes = (ROUTE_TABLE as readonly RouteEntry[]).filter(
      (route) => route.remote === 'mf_jobs' && route.access in roles && !(route.module in NOT_RENDERED),
    );
    for (const route of routes) {
      const user = buildCurrentUser({ role: roles[route.access as keyof typeof roles] });
      const page = await renderPage(route.module, `${route.path}?jobId=64b7f0c2a1b2c3d4e5f60718`, {
        ...asClient,
        user,
      });
      expect({ module: route.module, rendered: (page?.html.length ?? 0) > 0 }).toEqual({
        module: route.module,
        rendered: true,
      });
    }
  }, 60_000);

  it('gives the page its URL with the query string: /viewApplicants?jobId= shows that job’s proposals', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    const proposal = buildApplication(job);
    proposal.applicant.coverLetter = 'Hello Clara, I am a brand and UI designer.';
    const seen: { jobId: string | null; header: string | null }[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening: null })),
      mockEndpoint(jobEndpoints.getJob, () => HttpResponse.json({ success: true, job })),
      mockEndpoint(jobEndpoints.viewJobProposal, ({ request }) => {
        seen.push({
          jobId: new URL(request.url).searchParams.get('jobId'),
          header: request.headers.get('x-freelane-test'),
        });
        return HttpResponse.json({ success: true, applications: [proposal], pagination: pageOf(1) });
      }),
    );
    const page = await renderPage('./ViewApplicants', `/viewApplicants?jobId=${job._id}`, asClient);
    expect(page?.html).toContain('Hello Clara, I am a brand and UI designer.');
    expect(seen).toEqual([{ jobId: job._id, header: 'clara' }]);
    // The answers travel with the HTML: the app starts from them.
    expect(page?.queries.map((query) => query.endpointName)).toContain('viewJobProposal');
  });

  it('renders the admin panel for an admin only: for anyone else nothing is read and nothing rendered', async () => {
    const overviewReads: string[] = [];
    server.use(
      mockEndpoint(jobEndpoints.getAdminOverview, ({ request }) => {
        overviewReads.push(request.headers.get('x-freelane-test') ?? '');
        return HttpResponse.json({
          success: true,
          counts: { total: 6, completed: 0, active: 6 },
          recentJobs: [],
          pagination: pageOf(0),
        });
      }),
    );
    await expect(renderPage('./AdminPanel', '/adminPanel', asClient)).resolves.toBeNull();
    await expect(
      renderPage('./AdminPanel', '/adminPanel', { ...asClient, user: buildCurrentUser({ role: 'freelancer' }) }),
    ).resolves.toBeNull();
    await expect(renderPage('./AdminPanel', '/adminPanel', { ...asClient, user: null })).resolves.toBeNull();
    expect(overviewReads).toEqual([]);

    const page = await renderPage('./AdminPanel', '/adminPanel', {
      ...asClient,
      user: admin,
      headers: { 'x-freelane-test': 'admin' },
    });
    expect(page?.html).toContain('Admin Overview');
    expect(overviewReads).toContain('admin');
  });

  it('renders the page’s error state, not a failure, when its query fails', async () => {
    server.use(
      mockEndpoint(jobEndpoints.getJob, () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
      ),
      mockEndpoint(jobEndpoints.viewJobProposal, () =>
        HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 }),
      ),
      mockEndpoint(screeningEndpoints.getJobScreening, () => HttpResponse.json({ success: true, screening: null })),
    );
    const page = await renderPage('./ViewApplicants', '/viewApplicants?jobId=64b7f0c2a1b2c3d4e5f60718', asClient);
    expect(page?.html).toEqual(expect.any(String));
    expect(page?.queries.map((query) => query.endpointName)).not.toContain('viewJobProposal');
  });
});

// Issue 39, what the server renders is what stays: a part a first screen shows is in the server's
// HTML itself, not its loading fallback that the app would then swap (a flash, a late LCP).
describe('mf-jobs first screens: no lazy part left loading in the server’s HTML', () => {
  const roles = { client: 'client', freelancer: 'freelancer', admin: 'admin', signedIn: 'client' } as const;
  /** My Projects' read answering with one accepted job (something to lay out as a table). */
  const acceptedJobs = (job: ReturnType<typeof buildJob>) =>
    http.get(/\/application\/getAcceptedJobs/, () =>
      HttpResponse.json({
        success: true,
        applications: [{ _id: job._id, job, agreedPrice: job.salary }],
        pagination: pageOf(1, 1, 12),
      }),
    );

  /** The addresses whose first screen differs by the query string (a tab, a view). */
  const VARIANTS: Readonly<Record<string, readonly string[]>> = {
    './MyProject': ['?view=table'],
    './Proposals': ['?tab=received'],
    './AdminPanel': ['?tab=jobs', '?tab=disputes', '?tab=applications', '?tab=blog'],
  };

  it('renders every page at each of its addresses with no lazy part left in its loading fallback, for its role', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    server.use(
      // My Projects has something to lay out as a table; every other read fails (its error state).
      acceptedJobs(job),
      http.all('*', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })),
    );
    const routes = (ROUTE_TABLE as readonly RouteEntry[]).filter(
      (route) => route.remote === 'mf_jobs' && route.access in roles && !(route.module in NOT_RENDERED),
    );
    const busy: string[] = [];
    for (const route of routes) {
      const user = buildCurrentUser({ role: roles[route.access as keyof typeof roles] });
      for (const query of ['?jobId=64b7f0c2a1b2c3d4e5f60718', ...(VARIANTS[route.module] ?? [])]) {
        const page = await renderPage(route.module, `${route.path}${query}`, { ...asClient, user });
        // A Suspense boundary still waiting at render time (a lazy part): React writes its fallback
        // behind `<!--$!-->` (or `<!--$?-->`) for the browser to render the part itself.
        if (/<!--\$[!?]-->/.test(page?.html ?? '')) busy.push(`${route.path}${query}`);
      }
    }
    expect(busy).toEqual([]);
  }, 120_000);

  it('shows the table of /my-project?view=table in the HTML (the page’s preloadFor loaded it)', async () => {
    const job = buildJob({ title: 'Landing page redesign', status: 'active' });
    server.use(
      acceptedJobs(job),
    );
    const freelancer = { ...asClient, user: buildCurrentUser({ role: 'freelancer' }) };
    const table = await renderPage('./MyProject', '/my-project?view=table', freelancer);
    expect(table?.html).toContain('<table');
    expect(table?.html).toContain('Landing page redesign');
    const grid = await renderPage('./MyProject', '/my-project', freelancer);
    expect(grid?.html).not.toContain('<table');
    expect(grid?.html).toContain('Landing page redesign');
  });
});

describe('mf-jobs pages: what a page loads on demand', () => {
  const PAGES = join(__dirname, '../pages');
  /** A React.lazy part a first screen renders without user action, and why that is right. */
  const LAZY_ON_FIRST_SCREEN: Readonly<Record<string, string>> = {
    'client-dashboard.tsx:SpendingChart': 'below the first screen: loaded when scrolled near (WhenNear)',
  };

  it('renders React.lazy parts only once opened (a dialog, a drawer); a first-screen part is a lazyPart its preloadFor loads', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(PAGES).filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))) {
      const source = readFileSync(join(PAGES, file), 'utf8');
      for (const [, name] of source.matchAll(/const (\w+) = lazy\(/g)) {
        if (`${file}:${name}` in LAZY_ON_FIRST_SCREEN) continue;
        // Each use sits in a OnceOpened or a Suspense with no fallback shown, opened by the reader.
        for (const use of source.matchAll(new RegExp(`<${name}\\b`, 'g'))) {
          const before = source.slice(Math.max(0, use.index - 200), use.index);
          if (!/<OnceOpened[^>]*>\s*$/.test(before) && !/<Suspense fallback=\{null\}>\s*$/.test(before)) {
            offenders.push(`${file}:${name}`);
          }
        }
      }
      for (const [, name] of source.matchAll(/const (\w+) = lazyPart\(/g)) {
        if (!new RegExp(`${name}\\.load\\(\\)`).test(source) || !/export function preloadFor\b/.test(source)) {
          offenders.push(`${file}:${name} (a lazyPart its preloadFor does not load)`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
