// The page figures of `npm run bench`: cold loads in Debian Chromium through Playwright, the mobile
// profile applied with CDP, each page instrumented from its first byte (LCP, CLS, long tasks, event
// timing, the moment the app has taken over the page). Figures only: nothing here judges a budget.
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { gzipBytes, median, MOBILE_VIEWPORT, navigateInApp, watchNetwork } from './bench-measures.mjs';

/** The demo accounts (SEED_DEMO; api/src/seed/demo-accounts.ts) and where each lands after a login. */
export const DEMO = Object.freeze({
  clara: { email: 'client@freelane.test', password: 'Client#Freelane2026', landing: '/client-dashboard' },
  ava: { email: 'ava@freelane.test', password: 'Freelancer#2026', landing: '/freelancersHome' },
});

/** The signed-in pages of issue 26, each with the heading that says it has arrived and who opens it. */
export const SIGNED_IN_PAGES = Object.freeze([
  { path: '/client-dashboard', heading: /^Dashboard$/, account: DEMO.clara },
  { path: '/freelancersHome', heading: /^Welcome back/, account: DEMO.ava },
  { path: '/message', heading: /^Messages$/, account: DEMO.clara },
]);

export const PUBLIC_PAGES = Object.freeze(['/about', '/offering', '/blog']);

const LOAD_TIMEOUT = 120_000;
const QUIET_MS = 1500;
const SCRIPT = /\.m?js$/;

/**
 * Installed before any script of the page: records LCP candidates, layout shifts, long tasks, event
 * timing (for INP), and when the app has taken over. "Taken over" is the shell's marker (`<html
 * data-app-ready="true">`, set once React has committed) when the page has one, else the first time
 * a heading in <main> is a node React owns (a React fiber on it): static HTML does not count.
 */
function instrument() {
  const bench = { lcp: [], shifts: [], longTasks: [], events: [], appReady: null, headingReady: null };
  window.__bench = bench;
  performance.setResourceTimingBufferSize(1000);
  const observe = (type, record, options = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
        type,
        buffered: true,
        ...options,
      });
    } catch {
      // An entry type this Chromium does not know: the figure reads n/a.
    }
  };
  const describe = (node) => {
    if (!node) return '(removed node)';
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 48);
    return `<${node.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
  };
  observe('largest-contentful-paint', (entry) =>
    bench.lcp.push({ time: entry.startTime, size: entry.size, url: entry.url, element: describe(entry.element) }),
  );
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    const moved = entry.sources.slice(0, 2).map(({ node, previousRect: from, currentRect: to }) => {
      const name =
        node?.nodeType === 1
          ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`
          : '(text)';
      return `${name} y ${Math.round(from.y)}→${Math.round(to.y)}${to.height ? '' : ' (out of view)'}`;
    });
    bench.shifts.push([entry.startTime, entry.value, moved.join(', ')]);
  });
  observe('longtask', (entry) => bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]));
  // 16 ms is the smallest threshold Event Timing allows: a faster interaction reports nothing.
  observe(
    'event',
    (entry) => {
      if (entry.interactionId)
        bench.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
    },
    { durationThreshold: 16 },
  );

  const markReady = () => {
    if (bench.appReady === null && document.documentElement?.dataset.appReady === 'true')
      bench.appReady = performance.now();
  };
  new MutationObserver(markReady).observe(document, {
    attributes: true,
    attributeFilter: ['data-app-ready'],
    subtree: true,
  });
  /**
   * Resolves with `check()`'s first truthy answer, at the frame that shows it (the first animation
   * frame after the change, as a loop of frames would have seen it), or with null after
   * `timeoutMs`. A change to the document, not every frame, wakes the check: a loop of
   * requestAnimationFrame makes the browser run a rendering update (style, pre-paint) at every
   * vsync, between every slice of React's render, which a person's browser does not do — on the
   * phone profile 72 of the 78 animation frames of /editProfile's load were the bench's own.
   */
  bench.waitFor = (check, timeoutMs = Infinity) =>
    new Promise((resolve) => {
      let timer;
      let done = false;
      const observer = new MutationObserver(() => test());
      const finish = (value) => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        if (value) requestAnimationFrame(() => resolve(value));
        else resolve(null);
      };
      const test = () => {
        const value = !done && check();
        if (value) finish(value);
      };
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      if (Number.isFinite(timeoutMs)) timer = setTimeout(() => !done && finish(check()), timeoutMs);
      test();
    });
  const ownedByReact = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  void bench.waitFor(() => {
    const heading = document.querySelector('main h1, main h2, main h3');
    return heading && ownedByReact(heading);
  }).then(() => {
    bench.headingReady = performance.now();
  });
}

/** The largest single shift, described ("0.713 at 1181 ms: footer.fl-footer y 236→0 (out of view)"), or null. */
export function worstShift(shifts, since = 0) {
  const [time, value, moved] =
    shifts
      .filter(([at]) => at >= since)
      .reduce((worst, shift) => (shift[1] > (worst?.[1] ?? 0) ? shift : worst), null) ?? [];
  return value === undefined ? null : `${value.toFixed(3)} at ${Math.round(time)} ms: ${moved || 'no source reported'}`;
}

/** CLS as web-vitals computes it: the largest session window (shifts < 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts, since = 0) {
  let worst = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const [time, value] of shifts) {
    if (time < since) continue;
    if (time - previous < 1000 && time - windowStart < 5000) windowValue += value;
    else {
      windowValue = value;
      windowStart = time;
    }
    previous = time;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

/**
 * An interaction's latency as INP counts it: the longest event-timing entry of each interaction
 * (pointerdown, pointerup and click of one tap share an id), the worst interaction since `since`.
 * Event Timing reports nothing under 16 ms, so no entry means "at most 16 ms" (returned as 16).
 */
export function interactionLatency(events, since = 0) {
  const byInteraction = new Map();
  for (const event of events) {
    if (event.start < since) continue;
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  }
  return byInteraction.size ? Math.max(...byInteraction.values()) : 16;
}

/** Main-thread time in long tasks (> 50 ms) that ran before `until`. */
export function longTaskTime(longTasks, until = Infinity) {
  return longTasks.reduce((sum, [start, end]) => (start < until ? sum + Math.min(end, until) - start : sum), 0);
}

/**
 * A fresh context (its own, empty HTTP cache) with the page instrumented, optionally signed in
 * (`storageState`) and with the mobile network + CPU profile applied through CDP.
 */
export async function openInstrumented(browser, { profile, storageState, throttled = true } = {}) {
  const context = await browser.newContext({ ...(profile ? MOBILE_VIEWPORT : {}), storageState });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const settled = await watchNetwork(cdp);
  await cdp.send('Network.clearBrowserCache');
  if (profile && throttled) await applyProfile(cdp, profile);
  return { context, page, cdp, settled };
}

async function applyProfile(cdp, profile) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/**
 * Loads `url` cold and waits until the page shows what it should (`heading` matches a heading of
 * <main> that React rendered), the network has settled and the LCP has had time to follow. Throws,
 * naming what the page showed, when it never gets there.
 */
export async function loadSettled({ page, settled }, url, { heading = /\S/, timeoutMs = 60_000 } = {}) {
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
  await reactHeading(page, heading, timeoutMs, url);
  await settled();
  await page.waitForTimeout(500);
}

async function reactHeading(page, heading, timeoutMs, label) {
  try {
    await page.waitForFunction(
      ([source, flags]) => {
        const pattern = new RegExp(source, flags);
        const main = document.querySelector('main');
        if (!main || /unavailable/i.test(main.textContent ?? '')) return false;
        const headings = [...main.querySelectorAll('h1, h2, h3')];
        return headings.some(
          (node) =>
            Object.keys(node).some((key) => key.startsWith('__reactFiber$')) && pattern.test(node.textContent ?? ''),
        );
      },
      [heading.source, heading.flags],
      { timeout: timeoutMs, polling: 100 },
    );
  } catch (error) {
    const shown = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('main h1, main h2, h1')?.textContent?.trim() ?? '(no heading)',
    }));
    // What the page itself reported (a failed remote, a render error) says why.
    const reported = [
      ...(await page.pageErrors()).map((failure) => failure.message),
      ...(await page.consoleMessages())
        .filter((message) => message.type() === 'error')
        .map((message) => message.text()),
    ]
      .map((text) => text.slice(0, 300))
      .slice(-5);
    throw new Error(
      `${label} did not show its page (${heading}) within ${timeoutMs / 1000} s: at ${shown.path}, "${shown.heading}" (${error.message.split('\n')[0]})${reported.length ? `; the page reported: ${reported.join(' | ')}` : ''}`,
    );
  }
}

/** LCP (last candidate), its element, FCP, CLS, long tasks and the app's takeover of the page as loaded so far. */
async function readPaints(page) {
  const figures = await page.evaluate(() => ({
    lcp: window.__bench.lcp.at(-1) ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    shifts: window.__bench.shifts,
    longTasks: window.__bench.longTasks,
    appReady: window.__bench.appReady,
    headingReady: window.__bench.headingReady,
  }));
  return {
    ...figures,
    lcpTime: figures.lcp?.time ?? null,
    ready: figures.appReady ?? figures.headingReady,
    readySource: figures.appReady !== null ? 'data-app-ready' : 'React heading',
    cls: cumulativeLayoutShift(figures.shifts),
    worstShift: worstShift(figures.shifts),
  };
}

/** Waits until the main thread has had no long task for `quietMs`; resolves with the last one's end (or `from`). */
function quietAfter(page, from, quietMs = QUIET_MS) {
  return page.evaluate(
    ([start, quiet]) =>
      new Promise((resolve) => {
        const deadline = performance.now() + 30_000;
        const check = () => {
          const lastEnd = Math.max(start, ...window.__bench.longTasks.map(([, end]) => end));
          if (performance.now() - lastEnd >= quiet || performance.now() > deadline) resolve(lastEnd);
          else setTimeout(check, 100);
        };
        check();
      }),
    [from, quietMs],
  );
}

const resourceTimings = (page) =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return [navigation, ...performance.getEntriesByType('resource')].filter(Boolean).map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      transfer: entry.transferSize,
      initiator: entry.initiatorType,
    }));
  });

const sumGzip = async (entries) =>
  (await Promise.all(entries.map((entry) => gzipBytes(entry.url)))).reduce((a, b) => a + b, 0);

/**
 * One cold load of `path`: LCP, the app's takeover, CLS, long tasks and the gzipped script fetched
 * until the takeover; with `details`, the waterfall until then (type and gzip size of each response).
 */
async function coldLoad(browser, baseUrl, path, { profile, storageState, heading, details, login, traceFile }) {
  const opened = await openInstrumented(browser, { profile, storageState });
  const { context, page } = opened;
  if (traceFile) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const types = new Map();
  const gzipped = new Map();
  const bodies = [];
  page.on('request', (request) => types.set(request.url(), request.resourceType()));
  if (details) {
    // A body the page never reads (an unconsumed fetch) never arrives: GETs are then fetched again here.
    const gzipOf = async (response) => {
      const timeout = new Promise((resolve, reject) => setTimeout(() => reject(new Error('no body')), 3000));
      try {
        return gzipSync(await Promise.race([response.body(), timeout]), { level: 6 }).length;
      } catch {
        return response.request().method() === 'GET' ? gzipBytes(response.url()).catch(() => null) : null;
      }
    };
    page.on('response', (response) => bodies.push(gzipOf(response).then((size) => gzipped.set(response.url(), size))));
  }
  try {
    await loadSettled(opened, `${baseUrl}${path}`, { heading });
    const trace = traceFile ? await browser.stopTracing() : null;
    // The page the run measured must be the one asked for, and a signed-in run must still have its
    // session (asked of the API after the figures were taken, so it costs the page nothing).
    const shown = await page.evaluate(
      async (signedIn) => ({
        path: location.pathname,
        sessionLost: signedIn && (await fetch('/api/v1/user/profile', { credentials: 'same-origin' })).status === 401,
      }),
      !!storageState,
    );
    if (shown.path !== new URL(path, baseUrl).pathname || shown.sessionLost) {
      throw new Error(`${path} showed ${shown.path}${shown.sessionLost ? ' without its session' : ''}`);
    }
    const paints = await readPaints(page);
    const { ready } = paints;
    const interactive = ready === null ? null : await quietAfter(page, ready);
    const timings = await resourceTimings(page);
    const scriptsUntilReady = timings.filter(
      (entry) => SCRIPT.test(new URL(entry.url).pathname) && ready !== null && entry.end <= ready,
    );
    const run = {
      lcp: paints.lcpTime,
      // What painted last as the largest (its tag and text, or its image's address): why an LCP is late.
      lcpElement: paints.lcp
        ? `${paints.lcp.element}${paints.lcp.url ? ` ${new URL(paints.lcp.url).pathname}` : ''}`
        : null,
      cls: paints.cls,
      worstShift: paints.worstShift,
      ready,
      readySource: paints.readySource,
      interactive,
      longTasksUntilReady: longTaskTime(paints.longTasks, ready ?? Infinity),
      scriptGzipUntilReady: await sumGzip(scriptsUntilReady),
      scriptWireUntilReady: scriptsUntilReady.reduce((sum, entry) => sum + entry.transfer, 0),
    };
    if (trace) {
      await writeFile(traceFile, trace);
      run.mainThread = summarizeTrace(JSON.parse(trace.toString('utf8')), ready);
    }
    if (details) {
      await Promise.all(bodies);
      run.waterfall = {
        fcp: paints.fcp,
        lcp: paints.lcp,
        ready: ready === null ? null : { time: ready, source: paints.readySource },
        longTasks: paints.longTasks,
        requests: timings
          .filter((entry) => ready === null || entry.start <= ready)
          .map((entry) => ({
            ...entry,
            type: types.get(entry.url) ?? entry.initiator,
            gzip: gzipped.get(entry.url) ?? null,
          })),
      };
    }
    if (login) run.login = await loginFromHome(page);
    return run;
  } finally {
    await context.close();
  }
}

/**
 * From the home page (rendered, quiet): the header's Login, until the /login form accepts input
 * (an enabled e-mail field that takes focus) and the main thread has had no long task for a quiet
 * window. mf-accounts has not been loaded before the click.
 */
async function loginFromHome(page) {
  const start = await navigateInApp(page, '/login', 'Login');
  const accepts = await page.evaluate(() =>
    window.__bench
      .waitFor(() => {
        const input = document.querySelector('main form input[type="email"], main form input:not([type="hidden"])');
        if (location.pathname !== '/login' || !input || input.disabled || input.readOnly) return false;
        input.focus();
        return document.activeElement === input;
      }, 60_000)
      .then((accepted) => (accepted ? performance.now() : null)),
  );
  if (accepts === null) throw new Error('/login: the form did not accept input within 60 s of the click on Login');
  const quietFrom = await quietAfter(page, accepts);
  const shifts = await page.evaluate(() => window.__bench.shifts);
  // The click is synthetic (no hadRecentInput), so the 500 ms that CLS forgives after a real tap are skipped here.
  return {
    interactive: Math.max(accepts, quietFrom) - start,
    formReady: accepts - start,
    cls: cumulativeLayoutShift(shifts, start + 500),
    worstShift: worstShift(shifts, start + 500),
  };
}

const medianOf = (runs, pick) => median(runs.map(pick));
/** The run whose `pick` is the median (the lower middle of an even count), for what goes with that figure. */
const medianRun = (runs, pick) => {
  const measured = runs.filter((run) => pick(run) != null).sort((a, b) => pick(a) - pick(b));
  return measured[Math.floor((measured.length - 1) / 2)] ?? null;
};
/** The largest shift of the run with the highest CLS: where to look when CLS is over budget. */
const worstOf = (runs, pick = (run) => run) =>
  runs.map(pick).reduce((worst, run) => (run.cls > (worst?.cls ?? -1) ? run : worst), null)?.worstShift ?? null;

/**
 * `path` over `runs` cold loads (signed in when `storageState` is given): medians of LCP, CLS, the
 * takeover by the app, long tasks and the script fetched until then; with `login`, also /login from
 * the page (the home page); with `waterfall`, the waterfall of the first run.
 */
export async function pageFigures(
  browser,
  baseUrl,
  path,
  { runs, profile, storageState, heading, login = false, waterfall = false, traceFile = null },
) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const first = run === 0;
    results.push(
      await coldLoad(browser, baseUrl, path, {
        profile,
        storageState,
        heading,
        details: waterfall && first,
        login,
        traceFile: first ? traceFile : null,
      }),
    );
  }
  return figuresOfLoads(results, { login });
}

/** One cold load of `path` (pageFigures' runs one at a time: the whole-route table interleaves them). */
export function pageLoad(browser, baseUrl, path, { profile, storageState }) {
  return coldLoad(browser, baseUrl, path, { profile, storageState, details: false, login: false, traceFile: null });
}

/** The figures of a page over its cold loads (`pageLoad`'s results): medians, the worst shift, the first run's details. */
export function figuresOfLoads(results, { login = false } = {}) {
  return {
    lcp: medianOf(results, (run) => run.lcp),
    lcpElement: medianRun(results, (run) => run.lcp)?.lcpElement ?? null,
    cls: medianOf(results, (run) => run.cls),
    worstShift: worstOf(results),
    ready: medianOf(results, (run) => run.ready),
    readySource: results[0]?.readySource,
    interactive: medianOf(results, (run) => run.interactive),
    longTasksUntilReady: medianOf(results, (run) => run.longTasksUntilReady),
    scriptGzipUntilReady: medianOf(results, (run) => run.scriptGzipUntilReady),
    scriptWireUntilReady: medianOf(results, (run) => run.scriptWireUntilReady),
    login: login
      ? {
          interactive: medianOf(results, (run) => run.login.interactive),
          formReady: medianOf(results, (run) => run.login.formReady),
          cls: medianOf(results, (run) => run.login.cls),
          worstShift: worstOf(results, (run) => run.login),
        }
      : null,
    waterfall: results[0]?.waterfall ?? null,
    mainThread: results[0]?.mainThread ?? null,
  };
}

/**
 * Signs in through the real login form (unthrottled) and returns the context's storage state. With
 * `cookiesOnly`, only the cookies (the session): a person arriving with a session and nothing else
 * kept by the browser, which is what "signed in, empty cache" measures.
 */
export async function signInState(browser, baseUrl, account, { cookiesOnly = false } = {}) {
  const context = await browser.newContext();
  try {
    await signInThroughForm(await context.newPage(), baseUrl, account);
    const state = await context.storageState();
    return cookiesOnly ? { cookies: state.cookies, origins: [] } : state;
  } finally {
    await context.close();
  }
}

async function signInThroughForm(page, baseUrl, { email, password, landing }) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
  await page.locator('main input[type="email"]').fill(email, { timeout: 30_000 });
  await page.locator('main input[type="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 30_000 });
}

/** The first blog post of the demo data, for /blogInside/:id. */
export async function firstBlogPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/blog/getAllBlog?keyword=`);
  const { blog } = await response.json();
  if (!blog?.length) throw new Error('GET /api/v1/blog/getAllBlog returned no posts (is SEED_DEMO on?)');
  return `/blogInside/${blog[0]._id}`;
}

// ── Script ──────────────────────────────────────────────────────────────────────────────────────

const jsResources = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name })),
  );

/** Where a script comes from: `shell`, or the area folder of `/remotes/<area>/<version>/…`. */
export function scriptOwner(url) {
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

async function byOwner(resources) {
  const owners = {};
  for (const resource of resources) {
    const owner = scriptOwner(resource.url);
    owners[owner] = (owners[owner] ?? 0) + (await gzipBytes(resource.url));
  }
  return owners;
}

/**
 * The script (gzip) each area's first page adds after the home page, unthrottled: a visitor's home
 * page then /login (mf-accounts); a signed-in client's home page then a page of each other area.
 * Also what the home page loaded, by owner.
 */
export async function areaFirstPages(browser, baseUrl) {
  const claraState = await signInState(browser, baseUrl, DEMO.clara);
  const journeys = [
    { area: 'mf-accounts', path: '/login', label: 'Login', heading: /\S/, storageState: undefined },
    {
      area: 'mf-jobs',
      path: '/client-dashboard',
      label: 'Dashboard',
      heading: /^Dashboard$/,
      storageState: claraState,
    },
    { area: 'mf-messaging', path: '/message', label: 'Messages', heading: /^Messages$/, storageState: claraState },
    {
      area: 'mf-hiring-assistant',
      path: '/hire-selectionAssistant',
      label: 'Hire Selection Assistant',
      heading: /\S/,
      storageState: claraState,
    },
  ];
  const results = [];
  let home = null;
  for (const journey of journeys) {
    const context = await browser.newContext({ storageState: journey.storageState });
    try {
      const page = await context.newPage();
      const settled = await watchNetwork(await context.newCDPSession(page));
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
      await reactHeading(page, /\S/, 60_000, '/');
      await settled();
      const before = await jsResources(page);
      if (!journey.storageState) home = await byOwner(before);
      const seen = new Set(before.map((resource) => resource.url));
      await navigateInApp(page, journey.path, journey.label);
      await page.waitForURL((url) => url.pathname === journey.path, { timeout: 30_000 });
      await reactHeading(page, journey.heading, 60_000, journey.path);
      await settled();
      const added = (await jsResources(page)).filter((resource) => !seen.has(resource.url));
      results.push({ ...journey, added: await sumGzip(added), owners: await byOwner(added) });
    } finally {
      await context.close();
    }
  }
  return { home, areas: results };
}

// ── Traces ──────────────────────────────────────────────────────────────────────────────────────

/** What Chromium's Performance panel records: enough to say where the main thread's time went. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'XHRReadyStateChange',
  'XHRLoad',
]);
const STYLE_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles', 'ScheduleStyleRecalculation']);
const PAINT_EVENTS = new Set(['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit']);

/**
 * The renderer's main thread from navigation start until `readyMs`, from a Chrome trace: time in
 * tasks, split into script (by file: the outermost script event of each stretch), style and layout,
 * paint, HTML parsing and the rest. The Performance panel's summary, as numbers.
 */
export function summarizeTrace({ traceEvents }, readyMs) {
  const mainThreads = traceEvents.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const evaluations = (thread) =>
    traceEvents.filter(
      (event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'EvaluateScript',
    ).length;
  const main = mainThreads.sort((a, b) => evaluations(b) - evaluations(a))[0];
  if (!main) return null;
  const onMain = traceEvents
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === main.pid &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!navigation) return null;
  const from = navigation.ts;
  const until = readyMs === null ? Infinity : from + readyMs * 1000;
  const within = (event) => event.ts >= from && event.ts < until;
  // Tasks nest (a task runner's task around the task): only the outermost one counts.
  let busy = 0;
  let taskUntil = -Infinity;
  for (const event of onMain) {
    if (!within(event) || (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask')) continue;
    if (event.ts < taskUntil) continue;
    taskUntil = event.ts + event.dur;
    busy += Math.min(event.dur, until - event.ts);
  }
  const byFile = new Map();
  const totals = { script: 0, style: 0, paint: 0, parseHtml: 0 };
  let openUntil = -Infinity;
  for (const event of onMain) {
    if (!within(event)) continue;
    const kind = SCRIPT_EVENTS.has(event.name)
      ? 'script'
      : STYLE_EVENTS.has(event.name)
        ? 'style'
        : PAINT_EVENTS.has(event.name)
          ? 'paint'
          : event.name === 'ParseHTML'
            ? 'parseHtml'
            : null;
    if (!kind || event.ts < openUntil) continue; // nested inside a stretch already counted
    openUntil = event.ts + event.dur;
    totals[kind] += event.dur;
    if (kind === 'script') {
      const url = event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url || '(no file: microtasks, timers)';
      const file = url.startsWith('http') ? new URL(url).pathname : url;
      byFile.set(file, (byFile.get(file) ?? 0) + event.dur);
    }
  }
  const ms = (micros) => micros / 1000;
  return {
    busy: ms(busy),
    script: ms(totals.script),
    style: ms(totals.style),
    paint: ms(totals.paint),
    parseHtml: ms(totals.parseHtml),
    files: [...byFile.entries()].sort((a, b) => b[1] - a[1]).map(([file, micros]) => [file, ms(micros)]),
  };
}

/** The main thread's time until the app was ready, as a few lines. */
export function formatMainThread(summary, label) {
  if (!summary) return `\n${label}: no trace summary (the trace had no main frame navigation).`;
  const time = (value) => `${Math.round(value)} ms`;
  const top = summary.files
    .slice(0, 8)
    .map(([file, value]) => `    ${time(value).padStart(8)}  ${file}`)
    .join('\n');
  return (
    `\n${label}\n  busy in tasks ${time(summary.busy)}: script ${time(summary.script)}, style and layout ${time(summary.style)}, ` +
    `paint ${time(summary.paint)}, HTML parsing ${time(summary.parseHtml)}\n  script by file (outermost event):\n${top}`
  );
}

// ── Printing ────────────────────────────────────────────────────────────────────────────────────

/**
 * The waterfall of one cold load until the app took over the page: a compact table with FCP, LCP
 * and the takeover marked in time order, then the totals and the main thread's long tasks.
 */
export function formatWaterfall(waterfall, label) {
  const { fcp, lcp, ready = null, requests, longTasks = [] } = waterfall;
  const lines = [];
  const size = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} kB`);
  const time = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);
  const readyTime = ready?.time ?? Infinity;
  const rows = requests
    .map((request) => ({ at: request.start, request }))
    .concat(fcp === null ? [] : [{ at: fcp, mark: `── FCP ${time(fcp)} ms` }])
    .concat(
      lcp === null
        ? []
        : [
            {
              at: lcp.time,
              mark: `── LCP ${time(lcp.time)} ms: ${lcp.element}${lcp.url ? ` ${new URL(lcp.url).pathname}` : ''}`,
            },
          ],
    )
    .concat(ready ? [{ at: ready.time, mark: `── app ready (${ready.source}) ${time(ready.time)} ms` }] : [])
    .sort((a, b) => a.at - b.at || (a.mark ? 1 : -1));
  lines.push(`\n${label}`);
  lines.push(
    `${'start'.padStart(7)} ${'end'.padStart(7)}  ${'type'.padEnd(10)} ${'gzip'.padStart(9)} ${'wire'.padStart(9)}  path`,
  );
  for (const row of rows) {
    if (row.mark) {
      lines.push(`${''.padStart(7)} ${''.padStart(7)}  ${row.mark}`);
      continue;
    }
    const { request } = row;
    const url = new URL(request.url);
    const late = request.end > readyTime ? '›' : ' ';
    lines.push(
      `${time(request.start).padStart(7)} ${time(request.end).padStart(7)}${late} ${String(request.type).padEnd(10)} ${size(request.gzip).padStart(9)} ${size(request.transfer).padStart(9)}  ${url.pathname}${url.search}`,
    );
  }
  const script = requests.filter((request) => SCRIPT.test(new URL(request.url).pathname) && request.end <= readyTime);
  const busy = longTasks.filter(([start]) => start < readyTime);
  lines.push(
    `${requests.length} requests started before the app was ready; ${script.length} scripts finished before it (${size(script.reduce((sum, request) => sum + (request.gzip ?? 0), 0))} gzip). ` +
      `Main thread: ${busy.length} long tasks, ${time(longTaskTime(busy, readyTime))} ms, before it` +
      (busy.length ? ` (${busy.map(([start, end]) => `${time(start)}–${time(end)}`).join(', ')})` : '') +
      '. Times in ms from navigation start; › = still loading when the app was ready; wire = transferSize as served: brotli (Chromium asks for it on loopback too), headers included.',
  );
  return lines.join('\n');
}
