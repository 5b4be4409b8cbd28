/**
 * @jest-environment node
 */
// In Node, as on the server: no window, so a page touching it while rendering fails here.
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
      const page = await renderPage(route.module, `${route.path}?jobId=64b7f0c2a1b2c3d4e5f60718`, { ...asClient, user });
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
