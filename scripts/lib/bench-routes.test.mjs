import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatRouteTable,
  loadRouteTable,
  measureInPasses,
  onlyVisits,
  overBudget,
  planRouteVisits,
  ROUTE_EXAMPLES,
} from './bench-routes.mjs';

const DEMO = {
  blogId: 'b1',
  openJobId: 'j1',
  appliedJobId: 'j2',
  reviewJobId: 'j3',
  disputeJobId: 'j4',
  revisionJobId: 'j5',
  avaId: 'u1',
};

describe('the bench measures every route of the route table', () => {
  it('plans one visit per route (its example address where it needs one) and the conversation link', async () => {
    const table = await loadRouteTable();
    const visits = planRouteVisits(table, DEMO);
    assert.deepEqual(
      visits.filter((visit) => !visit.note).map((visit) => visit.route),
      table.map((entry) => entry.path),
    );
    assert.ok(visits.some((visit) => visit.url === '/message?userId=u1'));
    for (const visit of visits) assert.ok(!visit.url.includes(':'), `${visit.url} still has a parameter`);
    // Role pages are opened by their role, guest and public pages by a visitor.
    const byRoute = new Map(visits.map((visit) => [visit.route, visit]));
    assert.equal(byRoute.get('/freelancersHome').account, 'ava');
    assert.equal(byRoute.get('/adminPanel').account, 'admin');
    assert.equal(byRoute.get('/login').account, null);
  });

  it('a new page is measured without being added to the bench; one with a path parameter must say where to open it', () => {
    const table = [{ path: '/reports', remote: 'mf_jobs', module: './Reports', access: 'client' }];
    assert.deepEqual(
      planRouteVisits(table, DEMO).map((visit) => [visit.url, visit.account]),
      [['/reports', 'clara']],
    );
    assert.throws(
      () => planRouteVisits([{ path: '/reports/:id', remote: 'mf_jobs', module: './Report', access: 'client' }], DEMO),
      /\/reports\/:id has a path parameter/,
    );
    assert.ok(ROUTE_EXAMPLES['/blogInside/:id']);
  });

  it('BENCH_ROUTES narrows the visits to routes by pattern or by the start of their address; none given is every route', async () => {
    const visits = planRouteVisits(await loadRouteTable(), DEMO);
    assert.equal(onlyVisits(visits, []).length, visits.length);
    assert.deepEqual(
      onlyVisits(visits, ['/jobs/:id', '/message?']).map((visit) => visit.url),
      ['/jobs/j1', '/message?userId=u1'],
    );
    assert.deepEqual(
      onlyVisits(visits, ['/post-jobs']).map((visit) => visit.url),
      ['/post-jobs'],
    );
    assert.deepEqual(
      onlyVisits(visits, ['/', '/login']).map((visit) => visit.url),
      ['/', '/login'],
      '`/` is the home page, not every address',
    );
  });

  it('says which budgets a route is over, and lists those routes first', () => {
    const fast = { ready: 1800, lcp: 1200, cls: 0, scriptGzipUntilReady: 200 * 1024 };
    const slow = { ready: 4100, lcp: 2600, cls: 0.2, scriptGzipUntilReady: 480 * 1024, lcpElement: '<p> "Hi Clara"' };
    assert.deepEqual(overBudget('/blog', fast), []);
    assert.deepEqual(overBudget('/', fast), ['ready', 'script']);
    assert.deepEqual(overBudget('/post-jobs', slow), ['ready', 'script', 'LCP', 'CLS']);
    assert.deepEqual(overBudget('/post-jobs', { error: 'timeout' }), ['not measured']);
    const text = formatRouteTable([
      { route: '/blog', url: '/blog', account: null, figures: fast },
      { route: '/post-jobs', url: '/post-jobs', account: 'clara', figures: slow },
    ]);
    assert.match(text, /1 of 2 within/);
    assert.ok(text.indexOf('/post-jobs') < text.indexOf('/blog'), 'the route over budget comes first');
    // A late LCP names what painted last: the page's data after takeover, an image, …
    assert.match(text, /ready, script, LCP: <p> "Hi Clara", CLS/);
  });
});

describe('a route that redirects by design', () => {
  it('is reported with where it sends the visitor, not as a failure or over budget', () => {
    assert.deepEqual(overBudget('/community', { redirectedTo: '/coming-soon' }), []);
    const text = formatRouteTable([
      { route: '/community', url: '/community', account: null, figures: { redirectedTo: '/coming-soon' } },
    ]);
    assert.match(text, /→ \/coming-soon/);
    assert.match(text, /redirects \(measured there\)/);
  });

  it('takes the runs in passes over every route, so a busy minute falls on one run of several routes', async () => {
    const visits = [
      { url: '/a', account: null },
      { url: '/b', account: 'clara' },
      { url: '/community', account: null },
    ];
    const order = [];
    const results = await measureInPasses(visits, {
      runs: 3,
      profile: 'phone',
      sessionOf: async (account) => `session of ${account}`,
      measureOnce: async (url, { profile, storageState }) => {
        order.push(url);
        assert.equal(profile, 'phone');
        assert.equal(storageState, url === '/b' ? 'session of clara' : undefined);
        if (url === '/community') throw new Error('/community showed /coming-soon');
        return { ready: url === '/a' ? [2000, 9000, 2100][order.filter((u) => u === '/a').length - 1] : 1500 };
      },
      summarize: (loads) => ({ readies: loads.map((load) => load.ready).sort((x, y) => x - y) }),
    });
    // Every route once, then again: the redirect is measured once and not retried.
    assert.deepEqual(order, ['/a', '/b', '/community', '/a', '/b', '/a', '/b']);
    assert.deepEqual(results[0].figures, { readies: [2000, 2100, 9000] });
    assert.deepEqual(results[1].figures, { readies: [1500, 1500, 1500] });
    assert.deepEqual(results[2], { url: '/community', account: null, figures: { redirectedTo: '/coming-soon' } });
  });
});
