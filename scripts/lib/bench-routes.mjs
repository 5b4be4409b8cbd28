// Every route of the app, measured cold on the phone profile as the role that uses it (issue 39).
// The list of routes is the shell's route table itself (@freelane/shared/pages), read here at run
// time: a new page is measured by the next `npm run bench` without anyone adding it. What a route
// cannot know by itself (the account that uses it, a job or post id in its address) is derived from
// its `access` and from the demo data; a route with a path parameter and no example fails the plan
// (and its unit test) instead of being skipped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO } from './bench-pages.mjs';
import { REPO_ROOT } from './paths.mjs';
import { formatColumns } from './bench-table.mjs';

/** The route table, as the shell routes from it (TypeScript, loaded through tsx). */
export async function loadRouteTable() {
  const { tsImport } = await import('tsx/esm/api');
  const file = pathToFileURL(path.join(REPO_ROOT, 'shared', 'src', 'pages', 'route-table.ts')).href;
  const { ROUTE_TABLE } = await tsImport(file, import.meta.url);
  return ROUTE_TABLE;
}

/** The demo accounts the bench signs in as (api/src/seed/demo-accounts.ts): the page figures' two, plus Ben and the admin. */
export const BENCH_ACCOUNTS = Object.freeze({
  ...DEMO,
  // Ben's hiring-assistant application is accepted in the demo data (seed/demo-programmes.ts).
  ben: { email: 'ben@freelane.test', password: 'Freelancer#2026', landing: '/freelancersHome' },
  admin: { email: 'admin@freelane.test', password: 'Admin#Freelane2026', landing: '/adminPanel' },
});

/**
 * Who opens a page, by its access: a visitor for public and guest pages, the role for role pages,
 * and the client for pages any signed-in person opens (the product's first customer; the
 * freelancer's own pages are `freelancer` pages).
 */
export const ACCOUNT_BY_ACCESS = Object.freeze({
  public: null,
  guest: null,
  signedIn: 'clara',
  client: 'clara',
  freelancer: 'ava',
  admin: 'admin',
  hiringAssistant: 'ben',
});

/**
 * The address a route is opened at when its pattern alone does not show its content: a path
 * parameter, or the `?jobId=` the job pages read. Each value comes from the demo data (`demo`, see
 * demoExamples) and is what a person arrives with: a mail's or notification's link.
 */
export const ROUTE_EXAMPLES = Object.freeze({
  '/blogInside/:id': (demo) => `/blogInside/${demo.blogId}`,
  // A reset link as mailed (its token unknown to the bench: the page answers with its own message).
  '/recover-password/:id': () => '/recover-password/0123456789abcdef0123456789abcdef',
  '/jobs/:id': (demo) => `/jobs/${demo.openJobId}`,
  '/edit-jobs': (demo) => `/edit-jobs?jobId=${demo.openJobId}`,
  '/viewApplicants': (demo) => `/viewApplicants?jobId=${demo.appliedJobId}`,
  '/screening-tools': (demo) => `/screening-tools?jobId=${demo.appliedJobId}`,
  '/takeAction': (demo) => `/takeAction?jobId=${demo.reviewJobId}`,
  '/reviewChanges': (demo) => `/reviewChanges?jobId=${demo.reviewJobId}`,
  '/dispute': (demo) => `/dispute?jobId=${demo.disputeJobId}`,
  // A finished job's contract and reviews, as the "View Details" links open it.
  '/completedJobs': (demo) => (demo.completedJobId ? `/completedJobs?jobId=${demo.completedJobId}` : '/completedJobs'),
  '/viewRevision': (demo) => (demo.revisionJobId ? `/viewRevision?jobId=${demo.revisionJobId}` : '/viewRevision'),
});

/** Addresses measured besides a route's own: the conversation a mail or notification links to. */
export const EXTRA_VISITS = Object.freeze([
  { route: '/message', url: (demo) => `/message?userId=${demo.avaId}`, note: 'a conversation link' },
]);

/**
 * The visits of one bench run, in route table order: every route (its example address when it has
 * one), then the extra addresses. Throws for a route with a path parameter and no example.
 */
export function planRouteVisits(routeTable, demo) {
  const visits = [];
  for (const entry of routeTable) {
    const example = ROUTE_EXAMPLES[entry.path];
    if (!example && entry.path.includes(':')) {
      throw new Error(
        `${entry.path} has a path parameter: add the address to open it at to ROUTE_EXAMPLES (scripts/lib/bench-routes.mjs)`,
      );
    }
    if (!(entry.access in ACCOUNT_BY_ACCESS))
      throw new Error(`${entry.path}: no bench account for access "${entry.access}"`);
    visits.push({
      route: entry.path,
      url: example ? example(demo) : entry.path,
      account: ACCOUNT_BY_ACCESS[entry.access],
      access: entry.access,
    });
  }
  for (const extra of EXTRA_VISITS) {
    const entry = routeTable.find((candidate) => candidate.path === extra.route);
    if (entry)
      visits.push({
        route: extra.route,
        url: extra.url(demo),
        account: ACCOUNT_BY_ACCESS[entry.access],
        access: entry.access,
        note: extra.note,
      });
  }
  return visits;
}

/**
 * The visits whose route pattern or address starts with one of `only` (BENCH_ROUTES=/post-jobs,/jobs/
 * while working on a few pages), or is `/` exactly (every address starts with it: `/` names the
 * home page alone); every visit when `only` is empty, which is what `npm run bench` does.
 */
export function onlyVisits(visits, only) {
  if (only.length === 0) return visits;
  return visits.filter((visit) =>
    only.some((prefix) => visit.route === prefix || (prefix !== '/' && visit.url.startsWith(prefix))),
  );
}

/**
 * The demo data's ids the examples need, read through the API as Clara and Ava (GETs with their
 * session cookies). A value the demo data does not have stays undefined and its page is opened
 * without it (the bench then reports what that page shows).
 */
export async function demoExamples(baseUrl, requestAs) {
  const blogs = await (await fetch(`${baseUrl}/api/v1/blog/getAllBlog?keyword=`)).json();
  const clara = await requestAs('clara');
  const ava = await requestAs('ava');
  const jobs = (await clara.getJson('/api/v1/job/adminJobs?limit=50')).jobs ?? [];
  const avaProfile = await ava.getJson('/api/v1/user/profile');
  const withStatus = (status) => jobs.find((job) => job.status === status)?._id;
  const revision = jobs.find((job) => job.status === 'paused' && job.hiredFreelancer?._id === avaProfile.user?._id);
  return {
    blogId: blogs.blog?.[0]?._id,
    openJobId: withStatus('active'),
    appliedJobId: jobs.find((job) => job.status === 'active' && job.applicantCount > 0)?._id ?? withStatus('active'),
    reviewJobId: withStatus('review'),
    disputeJobId: withStatus('disputes'),
    completedJobId: withStatus('completed'),
    revisionJobId: revision?._id,
    avaId: avaProfile.user?._id,
  };
}

/** The budgets of issue 39 for one route (the home page has its own, stricter ones). */
export function routeBudgets(route) {
  return route === '/'
    ? { ready: 1500, script: 150 * 1024, lcp: 2500, cls: 0.05 }
    : { ready: 2500, script: 300 * 1024, lcp: 2500, cls: 0.05 };
}

/** Which of a route's figures are over its budgets (names), or the failure when it was not measured. */
export function overBudget(route, figures) {
  if (figures.redirectedTo) return [];
  if (figures.error) return ['not measured'];
  const budget = routeBudgets(route);
  const over = [];
  if (!(figures.ready <= budget.ready)) over.push('ready');
  if (!(figures.scriptGzipUntilReady <= budget.script)) over.push('script');
  if (!(figures.lcp <= budget.lcp)) over.push('LCP');
  if (!(figures.cls <= budget.cls)) over.push('CLS');
  return over;
}

/** The whole-route table as text: the routes over budget first, each with its figures and what is over. */
export function formatRouteTable(results) {
  const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
  const kb = (value) => (value == null ? '–' : `${(value / 1024).toFixed(1)} kB`);
  const cls = (value) => (value == null ? '–' : value.toFixed(3));
  const rows = results
    .map((result) => ({ ...result, over: overBudget(result.route, result.figures) }))
    .sort((a, b) => (b.over.length > 0) - (a.over.length > 0));
  const header = ['Route (opened as)', 'Ready', 'LCP', 'CLS', 'Script', 'Over budget'];
  const cells = rows.map(({ url, account, note, figures, over }) => [
    `${url}${note ? ` (${note})` : ''} [${account ?? 'visitor'}]`,
    figures.error ? 'failed' : figures.redirectedTo ? `→ ${figures.redirectedTo}` : ms(figures.ready),
    ms(figures.lcp),
    cls(figures.cls),
    kb(figures.scriptGzipUntilReady),
    over.length
      ? over.map((name) => (name === 'LCP' && figures.lcpElement ? `LCP: ${figures.lcpElement}` : name)).join(', ') +
        (figures.error ? `: ${figures.error}` : '')
      : figures.redirectedTo
        ? 'redirects (measured there)'
        : 'within',
  ]);
  const measured = rows.filter((row) => !row.figures.redirectedTo);
  const within = measured.filter((row) => row.over.length === 0).length;
  return [
    `Every route, mobile profile, empty cache (median of each route's runs); budgets: ready ≤ 2,500 ms (home 1,500), script ≤ 300 kB gzip (home 150), LCP ≤ 2,500 ms, CLS ≤ 0.05. ${within} of ${measured.length} within.`,
    formatColumns(header, cells),
  ].join('\n');
}

/**
 * The visits of a run (`planRouteVisits` on the demo data, filtered by `only`) and each account's
 * session (signed in once through the form, cookies only): what the whole-route table and the
 * in-app navigation figures (bench-nav.mjs) both measure, so a new route is in both.
 */
export async function routePlan(browser, baseUrl, { routeTable, signIn, only = [] }) {
  const sessions = new Map();
  const sessionOf = async (account) => {
    if (!sessions.has(account)) sessions.set(account, await signIn(BENCH_ACCOUNTS[account]));
    return sessions.get(account);
  };
  const requestAs = async (account) => {
    const context = await browser.newContext({ storageState: await sessionOf(account) });
    return {
      async getJson(url) {
        const response = await context.request.get(`${baseUrl}${url}`);
        const body = await response.json();
        await context.close().catch(() => {});
        return body;
      },
    };
  };
  const demo = await demoExamples(baseUrl, requestAs);
  return { visits: onlyVisits(planRouteVisits(routeTable, demo), only), sessionOf };
}

/**
 * Measures every visit (`planRouteVisits`) cold, `runs` times each, on `profile`, as its account
 * (a session cookie and nothing cached), and gives each its figures over its runs (`summarize`).
 * The runs are taken in passes over the whole plan (every visit once, then again), not a route's
 * runs back to back: on a shared machine a busy minute then falls on one run of several routes,
 * which their medians leave out, instead of on every run of the few routes measured in it (stop
 * 53: the last eight routes of one table were 500 ms over their figures of the tables before).
 * A page that fails to load is reported as such, not skipped, and the others go on.
 */
export async function routeFigures(
  browser,
  baseUrl,
  { runs, profile, routeTable, signIn, measureOnce, summarize, only = [], log = () => {} },
) {
  const { visits, sessionOf } = await routePlan(browser, baseUrl, { routeTable, signIn, only });
  return measureInPasses(visits, { runs, profile, sessionOf, measureOnce, summarize, log });
}

/** routeFigures' runs: `runs` passes over `visits`, each visit's loads summarized once all are in. */
export async function measureInPasses(visits, { runs, profile, sessionOf, measureOnce, summarize, log = () => {} }) {
  const loads = visits.map(() => []);
  const failures = visits.map(() => null);
  for (let pass = 1; pass <= runs; pass += 1) {
    for (const [index, visit] of visits.entries()) {
      if (failures[index]) continue;
      log(`bench: ${visit.url} as ${visit.account ?? 'a visitor'} (run ${pass} of ${runs})`);
      try {
        loads[index].push(
          await measureOnce(visit.url, {
            profile,
            storageState: visit.account ? await sessionOf(visit.account) : undefined,
          }),
        );
      } catch (error) {
        const message = String(error.message ?? error).split('\n')[0];
        // A route that sends its visitor elsewhere by design (/community → /coming-soon, Google's
        // landing without its sign-in → /login) is reported as such; the page it sends to is measured
        // as its own route.
        const redirect = /^\S+ showed (\/\S*)$/.exec(message);
        failures[index] = redirect ? { redirectedTo: redirect[1] } : { error: message.slice(0, 160) };
      }
    }
  }
  return visits.map((visit, index) => ({ ...visit, figures: failures[index] ?? summarize(loads[index]) }));
}
