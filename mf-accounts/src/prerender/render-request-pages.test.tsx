/**
 * @jest-environment node
 */
// In Node, as on the server: no window, so a page touching it while rendering fails here.
import { http, HttpResponse } from 'msw';
import { ROUTE_TABLE, type RouteEntry } from '@freelane/shared/pages';
import { buildCurrentUser, mockEndpoint, server, startMockServer } from '@freelane/shared/testing';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import { buildPublicUser } from '../testing/build-public-user';
import { NOT_RENDERED, renderPage, renderPages } from './render-pages';

// The area's pages beside the guest forms (issue 39): each signed-in page rendered per request for
// the person, each public page per request as a visitor, with their data.
startMockServer();

const API = 'http://127.0.0.1:4100';
const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const AREA_ROUTES = (ROUTE_TABLE as readonly RouteEntry[]).filter((route) => route.remote === 'mf_accounts');

describe('mf-accounts server renderer, request-time pages', () => {
  it('renders every page of the route table: guest forms at build time, the others per request, but those NOT_RENDERED with their reason', async () => {
    for (const [module, reason] of Object.entries(NOT_RENDERED)) {
      expect(AREA_ROUTES.map((route) => route.module)).toContain(module);
      expect(reason.length).toBeGreaterThan(10);
    }
    const pages = await renderPages();
    const rendered = AREA_ROUTES.filter((route) => !(route.module in NOT_RENDERED));
    expect(Object.keys(pages).sort()).toEqual(rendered.map((route) => route.module).sort());
    for (const route of rendered) {
      const page = pages[route.module];
      expect({ module: route.module, live: page.live === true, signedIn: page.signedIn === true }).toEqual({
        module: route.module,
        live: route.access !== 'guest',
        signedIn: route.access !== 'guest' && route.access !== 'public',
      });
    }
  });

  it('renders every request-time page in Node, whatever the API answers (its error state here)', async () => {
    server.use(http.all('*', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })));
    for (const route of AREA_ROUTES.filter((entry) => entry.access !== 'guest' && !(entry.module in NOT_RENDERED))) {
      const user = route.access === 'public' ? undefined : clara;
      const page = await renderPage(route.module, route.path, { apiOrigin: API, user, headers: {} });
      expect({ module: route.module, rendered: (page?.html.length ?? 0) > 0 }).toEqual({
        module: route.module,
        rendered: true,
      });
    }
  }, 60_000);

  it('renders Find Talent for a visitor with the freelancers the API answers, asked with no one’s cookie', async () => {
    const cookies: (string | null)[] = [];
    server.use(
      mockEndpoint(userEndpoints.getSuggestedFreelancers, ({ request }) => {
        cookies.push(request.headers.get('cookie'));
        const users = [buildPublicUser({ fullName: 'Ava Patel' })].map((user) => ({ isMentor: false, ...user }));
        return HttpResponse.json({ success: true, users, pagination: { page: 1, limit: 12, total: 1, totalPages: 1 } });
      }),
    );
    const page = await renderPage('./FindTalent', '/find-talent', { apiOrigin: API });
    expect(page?.html).toContain('Ava Patel');
    expect(cookies.length).toBeGreaterThan(0);
    expect(new Set(cookies)).toEqual(new Set([null]));
  });

  it('renders Find Talent at the search its URL names (a reload or a shared link of a search)', async () => {
    const searches: (string | null)[] = [];
    server.use(
      mockEndpoint(userEndpoints.getSuggestedFreelancers, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search'));
        return HttpResponse.json({
          success: true,
          users: [],
          pagination: { page: 1, limit: 12, total: 0, totalPages: 1 },
        });
      }),
    );
    const page = await renderPage('./FindTalent', '/find-talent?search=react', { apiOrigin: API });
    expect(page?.html).toContain('value="react"');
    expect(new Set(searches)).toEqual(new Set(['react']));
  });

  it('renders a signed-in page for its person only: no one gets nothing, and nothing is read', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    expect(await renderPage('./EditProfile', '/editProfile', { apiOrigin: API, headers: {} })).toBeNull();
    server.events.removeAllListeners();
    expect(asked).toEqual([]);
  });
});
