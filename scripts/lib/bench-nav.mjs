// In-app navigation (issue 39: "from any page to any other", ≤ 1,000 ms warm on the phone profile,
// CLS ≤ 0.05 during it). Every visit of the whole-route plan (bench-routes.mjs: every route of the
// route table as its role, so a new route is measured here too without being added) is reached from
// a page of that role that is already ready (the role's landing page, the home page for a visitor),
// through the app's own router: a click on a link to the address where the start page has one, else
// the history API the shell's BrowserRouter listens to (pushState, then a popstate event). One warm
// navigation per visit per run: the start page is loaded in a context that keeps its HTTP cache for
// the whole of one account's visits, so the shell and what earlier visits loaded are cached, the
// target area's own code is not unless an earlier visit needed it. The runs are passes over the
// whole plan, each in fresh contexts (so every pass caches what the first did, no more), and a
// visit's figures are the median of its runs, as the route table's (issue 39: medians of 3).
//
// The shell's `data-app-ready` marks the first commit only, so the new page's readiness is taken
// from the page itself: the address is the target's, no page is still loading (the shell's
// PageLoading spinner), <main> shows a heading React rendered that the start page did not have, and
// the data the navigation asked the API for has arrived and been rendered (the first change to
// <main> after the last /api/ answer that the navigation started, when that answer came after the
// heading). A page that sends the person on (Google's callback page: "Logging you in...", then the
// dashboard or /login) is measured until it leaves: what the next page asks for and renders is
// that page's, not this one's (/login's background passkey request was counted as the callback
// page's data until stop 53).
import { cumulativeLayoutShift, openInstrumented, worstShift } from './bench-pages.mjs';
import { median } from './bench-measures.mjs';
import { BENCH_ACCOUNTS } from './bench-routes.mjs';
import { formatColumns } from './bench-table.mjs';

export const NAV_BUDGET = Object.freeze({ ms: 1000, cls: 0.05 });

/** A role's first page (where its sign-in lands; the home page for a visitor), and a second when that is the target. */
export function startPageFor(visit) {
  const landing = visit.account ? BENCH_ACCOUNTS[visit.account].landing : '/';
  const target = new URL(visit.url, 'http://bench').pathname;
  return target === landing ? '/about' : landing;
}

/**
 * When the page reached by a navigation was ready (page time, ms): its heading, or later the first
 * change to <main> that followed the last data answer (within `renderWindowMs`; the answer's own end
 * when nothing in <main> changed after it, e.g. data for the header).
 */
export function navigationReady({ headingAt, dataEnds, mutations, renderWindowMs = 1000 }) {
  const lastData = dataEnds.length ? Math.max(...dataEnds) : null;
  if (lastData === null || lastData <= headingAt) return headingAt;
  const render = mutations
    .filter((time) => time >= lastData && time <= lastData + renderWindowMs)
    .sort((a, b) => a - b)[0];
  return render ?? lastData;
}

/**
 * A visit's figures from what the page recorded during the navigation (page times, ms): `data` is
 * each /api/ request the navigation started, [start, end]; `leftAt` when the page sent the person
 * to another address after showing its heading (null when it stayed).
 */
export function navigationFigures(recorded) {
  const { start, headingAt, data = [], mutations = [], shifts, method, arrivedAt, target, leftAt = null } = recorded;
  if (arrivedAt !== target) return { redirectedTo: arrivedAt, method };
  const onThisPage = (time) => leftAt === null || time < leftAt;
  const ready = navigationReady({
    headingAt,
    dataEnds: data.filter(([started]) => onThisPage(started)).map(([, ended]) => ended),
    mutations: mutations.filter(onThisPage),
  });
  // The click is synthetic (no hadRecentInput), so the 500 ms CLS forgives after a real tap are
  // skipped, as the /login figure does (bench-pages.mjs).
  return {
    ms: ready - start,
    headingMs: headingAt - start,
    cls: cumulativeLayoutShift(shifts, start + 500),
    worstShift: worstShift(shifts, start + 500),
    method,
  };
}

/**
 * A visit's figures over its runs: the median time, heading time and CLS (the worst shift named is
 * that of the run whose CLS is the median), each run's time beside them. A run that failed or was
 * sent elsewhere stands for the visit: a page that fails one navigation in three is not within.
 */
export function medianNavigation(runs) {
  const odd = runs.find((figures) => figures.error || figures.redirectedTo);
  if (odd) return odd;
  const cls = median(runs.map((figures) => figures.cls));
  const byShift = [...runs].sort((a, b) => a.cls - b.cls)[Math.floor((runs.length - 1) / 2)];
  return {
    ms: median(runs.map((figures) => figures.ms)),
    headingMs: median(runs.map((figures) => figures.headingMs)),
    cls,
    worstShift: byShift.worstShift,
    method: runs[0].method,
    runsMs: runs.map((figures) => figures.ms),
  };
}

/** Which of a navigation's figures are over budget (names), or the failure when it was not measured. */
export function navigationOverBudget(figures) {
  if (figures.redirectedTo) return [];
  if (figures.error) return ['not measured'];
  return [...(figures.ms <= NAV_BUDGET.ms ? [] : ['time']), ...(figures.cls <= NAV_BUDGET.cls ? [] : ['CLS'])];
}

/** The navigation table as text: over budget first, each visit with where it started and how it navigated. */
export function formatNavigationTable(results) {
  const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
  const rows = results
    .map((result) => ({ ...result, over: navigationOverBudget(result.figures) }))
    .sort((a, b) => (b.over.length > 0) - (a.over.length > 0));
  const header = ['Route (as)', 'From', 'How', 'Ready', 'Heading', 'CLS', 'Over budget'];
  const cells = rows.map(({ url, account, note, from, figures, over }) => [
    `${url}${note ? ` (${note})` : ''} [${account ?? 'visitor'}]`,
    from,
    figures.method ?? '–',
    figures.error
      ? 'failed'
      : figures.redirectedTo
        ? `→ ${figures.redirectedTo}`
        : `${ms(figures.ms)}${figures.runsMs?.length > 1 ? ` (${figures.runsMs.map(Math.round).join(', ')})` : ''}`,
    ms(figures.headingMs),
    figures.cls == null ? '–' : figures.cls.toFixed(3),
    over.length
      ? over.join(', ') +
        (figures.error ? `: ${figures.error}` : '') +
        (over.includes('CLS') && figures.worstShift ? ` (worst ${figures.worstShift})` : '')
      : figures.redirectedTo
        ? 'redirects'
        : 'within',
  ]);
  const measured = rows.filter((row) => !row.figures.redirectedTo);
  const within = measured.filter((row) => row.over.length === 0).length;
  return [
    `In-app navigation to every route, warm, mobile profile (median of each visit's runs, the runs' times in brackets); budgets: ready ≤ 1,000 ms after the click, CLS ≤ 0.05 during it. ${within} of ${measured.length} within.`,
    formatColumns(header, cells),
  ].join('\n');
}

/**
 * In the page: navigates to `url` through the router (a link's click, else pushState + popstate) and
 * resolves once the new page shows a heading React rendered (or after `timeoutMs`), with the times
 * the figures need. Runs inside the browser.
 */
function navigateAndWatch([url, timeoutMs]) {
  const bench = window.__bench;
  const target = new URL(url, location.href);
  const address = `${target.pathname}${target.search}`;
  const before = new Set(document.querySelectorAll('main h1, main h2, main h3'));
  bench.navMutations = [];
  // When the page, once reached, sends the person elsewhere (the router's push or replace).
  bench.navLeftAt = null;
  navigation.addEventListener('navigate', (event) => {
    const to = new URL(event.destination.url).pathname;
    if (bench.navLeftAt === null && to !== target.pathname) bench.navLeftAt = performance.now();
  });
  const inMain = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest?.('main');
  bench.navObserver?.disconnect();
  bench.navObserver = new MutationObserver((records) => {
    if (records.some((record) => inMain(record.target))) bench.navMutations.push(performance.now());
  });
  bench.navObserver.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  const link = [...document.querySelectorAll('a[href]')].find(
    (anchor) => anchor.getAttribute('href') === address && anchor.getClientRects().length > 0,
  );
  const start = performance.now();
  if (link) link.click();
  else {
    history.pushState({}, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }
  const ownedByReact = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  const headingShown = () => {
    const main = document.querySelector('main');
    return (
      main &&
      !document.querySelector('.fl-page-loading') &&
      !/unavailable/i.test(main.textContent ?? '') &&
      [...main.querySelectorAll('h1, h2, h3')].some((node) => !before.has(node) && ownedByReact(node))
    );
  };
  return bench.waitFor(headingShown, timeoutMs).then((shown) => ({
    start,
    headingAt: shown ? performance.now() : null,
    method: link ? 'link' : 'history',
    arrivedAt: location.pathname,
    target: target.pathname,
  }));
}

/** What the page recorded after the navigation: the data answers it started, <main>'s changes, the shifts. */
function recordedSince(start) {
  const bench = window.__bench;
  bench.navObserver?.disconnect();
  const data = performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        entry.startTime >= start &&
        (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') &&
        new URL(entry.name).pathname.startsWith('/api/'),
    )
    .map((entry) => [entry.startTime, entry.responseEnd]);
  return { data, mutations: bench.navMutations, shifts: bench.shifts, leftAt: bench.navLeftAt };
}

async function appReady(page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
    timeout: 60_000,
    polling: 100,
  });
}

/**
 * `runs` warm in-app navigations to every visit of `visits` (routePlan), on `profile`, as its
 * account, taken in passes over the whole plan: in each pass the visits of one account share one
 * fresh context (one HTTP cache), each starting from its start page loaded afresh and settled.
 */
export async function navigationFiguresOf(browser, baseUrl, { visits, sessionOf, profile, runs = 3, log = () => {} }) {
  const byAccount = new Map();
  for (const visit of visits) byAccount.set(visit.account, [...(byAccount.get(visit.account) ?? []), visit]);
  const runsOf = new Map(visits.map((visit) => [visit, []]));
  for (let pass = 1; pass <= runs; pass += 1) {
    for (const [account, accountVisits] of byAccount) {
      const storageState = account ? await sessionOf(account) : undefined;
      const opened = await openInstrumented(browser, { profile, storageState });
      try {
        for (const visit of accountVisits) {
          const from = startPageFor(visit);
          log(`bench: in-app ${from} → ${visit.url} as ${account ?? 'a visitor'} (run ${pass} of ${runs})`);
          runsOf.get(visit).push(await navigateOnce(opened, baseUrl, from, visit.url));
        }
      } finally {
        await opened.context.close();
      }
    }
  }
  return [...byAccount.values()]
    .flat()
    .map((visit) => ({ ...visit, from: startPageFor(visit), figures: medianNavigation(runsOf.get(visit)) }));
}

/** One navigation from `from` to `url` in an opened page: its figures, or why it was not measured. */
async function navigateOnce({ page, settled }, baseUrl, from, url) {
  try {
    await page.goto(`${baseUrl}${from}`, { waitUntil: 'load', timeout: 120_000 });
    await appReady(page);
    await settled();
    await page.waitForTimeout(500);
    const watched = await page.evaluate(navigateAndWatch, [url, 30_000]);
    if (watched.headingAt === null && watched.arrivedAt === watched.target)
      throw new Error(`no new heading within 30 s of the navigation (at ${watched.arrivedAt})`);
    await settled();
    await page.waitForTimeout(500);
    const recorded = await page.evaluate(recordedSince, watched.start);
    return navigationFigures({ ...watched, ...recorded });
  } catch (error) {
    return {
      error: String(error.message ?? error)
        .split('\n')[0]
        .slice(0, 160),
    };
  }
}
