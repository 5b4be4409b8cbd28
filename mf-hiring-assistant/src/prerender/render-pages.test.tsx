/**
 * @jest-environment node
 */
// In Node, as on the server: no window, so a page touching it while rendering fails here.
import { http, HttpResponse } from 'msw';
import { ROUTE_TABLE, type RouteEntry } from '@freelane/shared/pages';
import { buildCurrentUser, mockEndpoint, server, startMockServer } from '@freelane/shared/testing';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';
import { pageOf } from '../testing/builders';
import { NOT_RENDERED, renderPage, renderPages } from './render-pages';

// The area's server renderer (issue 39): every signed-in page is rendered per request with the
// person's data, every public page per request as a visitor; none paints only after its script.
startMockServer();

const API = 'http://127.0.0.1:4100';
const ben = buildCurrentUser({ role: 'freelancer', fullName: 'Ben Okafor', hiringAssistantStatus: 'Accepted' });
const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const AREA_ROUTES = (ROUTE_TABLE as readonly RouteEntry[]).filter(
  (route) => route.remote === 'mf_hiring_assistant' && !(route.module in NOT_RENDERED),
);

describe('mf-hiring-assistant server renderer', () => {
  it('renders every page of the route table: signed-in ones per request, public ones with build-time HTML too', async () => {
    const pages = await renderPages();
    expect(Object.keys(pages).sort()).toEqual(AREA_ROUTES.map((route) => route.module).sort());
    for (const route of AREA_ROUTES) {
      const page = pages[route.module];
      expect(page.live).toBe(true);
      if (route.access === 'public') {
        expect(page.signedIn).toBeUndefined();
        expect(page.html).toContain('<h1');
      } else {
        expect(page.signedIn).toBe(true);
      }
    }
    expect(Object.keys(pages)).toEqual(
      expect.arrayContaining(['./HiringAssistantDashboard', './HiringAssistantTerms']),
    );
  });

  it('renders every one of them in Node for its role, whatever the API answers (its error state here)', async () => {
    server.use(http.all('*', () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 })));
    const roles = { client: clara, hiringAssistant: ben, signedIn: clara, public: undefined } as const;
    for (const route of AREA_ROUTES) {
      const user = roles[route.access as keyof typeof roles];
      const page = await renderPage(route.module, route.path, { apiOrigin: API, user, headers: {} });
      expect({ module: route.module, rendered: (page?.html.length ?? 0) > 0 }).toEqual({
        module: route.module,
        rendered: true,
      });
    }
  }, 60_000);

  it('renders the assistant’s dashboard with their data, read with their request’s headers', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(hiringEndpoints.getHiringClients, ({ request }) => {
        asked.push(request.headers.get('x-freelane-test') ?? '');
        return HttpResponse.json({ success: true, clients: [], pagination: pageOf(0) });
      }),
      mockEndpoint(hiringEndpoints.getAssistantFeeList, () =>
        HttpResponse.json({ success: true, total: 0, fees: [], pagination: pageOf(0) }),
      ),
      mockEndpoint(hiringEndpoints.getJobDrafts, () =>
        HttpResponse.json({ success: true, drafts: [], pagination: pageOf(0) }),
      ),
    );
    const page = await renderPage('./HiringAssistantDashboard', '/hiringAssistantDashboard', {
      apiOrigin: API,
      user: ben,
      headers: { 'x-freelane-test': 'ben' },
    });
    expect(page?.html).toContain('No client has appointed you yet.');
    // The list and the count beside it: each with Ben's headers, none with another's.
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['ben']));
  });

  it('renders nothing, reading nothing, for a person the route does not let in', async () => {
    server.use(http.all('*', () => HttpResponse.json({ success: false }, { status: 500 })));
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    const page = await renderPage('./HiringAssistantDashboard', '/hiringAssistantDashboard', {
      apiOrigin: API,
      user: clara,
      headers: {},
    });
    server.events.removeAllListeners();
    expect(page).toBeNull();
    expect(asked).toEqual([]);
  });

  it('renders the assistant terms as a visitor with the site’s currency, from no one’s session', async () => {
    const cookies: (string | null)[] = [];
    server.use(
      mockEndpoint(publicEndpoints.getPublicConfig, ({ request }) => {
        cookies.push(request.headers.get('cookie'));
        return HttpResponse.json({
          success: true,
          communityUrl: 'https://community.example.test/freelane',
          googleSignInEnabled: false,
          currency: 'EUR',
        });
      }),
    );
    const page = await renderPage('./HiringAssistantTerms', '/hiring-assistant-terms', { apiOrigin: API });
    expect(page?.html).toContain('Hiring Assistant Terms and Conditions');
    expect(page?.html).toContain('€500');
    expect(cookies).toEqual([null]);
    expect(page?.queries?.map((query) => query.endpointName)).toContain('getPublicConfig');
  });
});
