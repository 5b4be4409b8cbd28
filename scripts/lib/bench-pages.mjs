// The page figures of `npm run bench`: cold loads in Debian Chromium through Playwright, the mobile
// profile applied with CDP, each page instrumented from its first byte (LCP, CLS, long tasks, the
// moment the app has rendered). Figures only: nothing here judges a budget.
import { gzipSync } from 'node:zlib';
import { gzipBytes, median, MOBILE_VIEWPORT, navigateInApp, watchNetwork } from './bench-measures.mjs';

/** The signed-in dashboards and the demo accounts that land on them (SEED_DEMO; api/src/seed/demo-accounts.ts). */
export const DASHBOARDS = Object.freeze([
  {
    path: '/client-dashboard',
    heading: /^Dashboard$/,
    account: { email: 'client@freelane.test', password: 'Client#Freelane2026', landing: '/client-dashboard' },
  },
  {
    path: '/freelancersHome',
    heading: /^Welcome back/,
    account: { email: 'ava@freelane.test', password: 'Freelancer#2026', landing: '/freelancersHome' },
  },
]);

export const PUBLIC_PAGES = Object.freeze(['/about', '/offering', '/blog']);

const LOAD_TIMEOUT = 120_000;
const QUIET_MS = 1500;
const SCRIPT = /\.m?js$/;

/**
 * Installed before any script of the page: records LCP candidates, layout shifts, long tasks, and
 * when the app has rendered. "Rendered" is the shell's marker (`<html data-app-ready="true">`, set
 * once React has committed) when the page has one, else the first time a heading in <main> is a
 * node React owns (a React fiber on it): static HTML without the app does not count.
 */
function instrument() {
  const bench = { lcp: [], shifts: [], longTasks: [], appReady: null, headingReady: null };
  window.__bench = bench;
  performance.setResourceTimingBufferSize(1000);
  const observe = (type, record) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
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

  const markReady = () => {
    if (bench.appReady === null && document.documentElement?.dataset.appReady === 'true')
      bench.appReady = performance.now();
  };
  new MutationObserver(markReady).observe(document, {
    attributes: true,
    attributeFilter: ['data-app-ready'],
    subtree: true,
  });
  const ownedByReact = (node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  const checkHeading = () => {
    markReady();
    const heading = document.querySelector('main h1, main h2, main h3');
    if (heading && ownedByReact(heading)) bench.headingReady = performance.now();
    else requestAnimationFrame(checkHeading);
  };
  requestAnimationFrame(checkHeading);
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
 * A fresh context (its own, empty HTTP cache) with the page instrumented, optionally signed in
 * (`storageState`) and with the mobile network + CPU profile applied through CDP.
 */
async function openInstrumented(browser, { profile, storageState, throttled = true } = {}) {
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
async function loadSettled({ page, settled }, url, { heading = /\S/, timeoutMs = 60_000 } = {}) {
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT });
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
    throw new Error(
      `${url} did not show its page (${heading}) within ${timeoutMs / 1000} s: at ${shown.path}, "${shown.heading}" (${error.message.split('\n')[0]})`,
    );
  }
  await settled();
  await page.waitForTimeout(500);
}

/** LCP (last candidate), its element, FCP and CLS of the page as loaded so far. */
async function readPaints(page) {
  const figures = await page.evaluate(() => ({
    lcp: window.__bench.lcp.at(-1) ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    shifts: window.__bench.shifts,
    appReady: window.__bench.appReady,
    headingReady: window.__bench.headingReady,
  }));
  return {
    ...figures,
    lcpTime: figures.lcp?.time ?? null,
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

/** One cold load of the home page; with `details`, also the waterfall (types and gzip size of each response). */
async function homeRun(browser, baseUrl, { profile, details, login }) {
  const opened = await openInstrumented(browser, { profile });
  const { context, page } = opened;
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
    await loadSettled(opened, `${baseUrl}/`);
    const paints = await readPaints(page);
    const ready = paints.appReady ?? paints.headingReady;
    const interactive = ready === null ? null : await quietAfter(page, ready);
    const timings = await resourceTimings(page);
    const scriptsBeforeLcp = timings.filter(
      (entry) => SCRIPT.test(new URL(entry.url).pathname) && paints.lcpTime !== null && entry.end <= paints.lcpTime,
    );
    const run = {
      lcp: paints.lcpTime,
      cls: paints.cls,
      worstShift: paints.worstShift,
      ready,
      readySource: paints.appReady !== null ? 'data-app-ready' : 'React heading',
      interactive,
      scriptGzipBeforeLcp: (await Promise.all(scriptsBeforeLcp.map((entry) => gzipBytes(entry.url)))).reduce(
        (a, b) => a + b,
        0,
      ),
      scriptWireBeforeLcp: scriptsBeforeLcp.reduce((sum, entry) => sum + entry.transfer, 0),
    };
    if (details) {
      await Promise.all(bodies);
      const described = timings.map((entry) => ({
        ...entry,
        type: types.get(entry.url) ?? entry.initiator,
        gzip: gzipped.get(entry.url) ?? null,
      }));
      const beforeLcp = (entry) => paints.lcpTime === null || entry.start <= paints.lcpTime;
      run.waterfall = {
        fcp: paints.fcp,
        lcp: paints.lcp,
        requests: described.filter(beforeLcp),
        // What the page still fetched after its LCP until the app had rendered over it.
        ready: ready === null ? null : { time: ready, source: run.readySource },
        untilReady: described.filter((entry) => !beforeLcp(entry) && ready !== null && entry.start <= ready),
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
  const accepts = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const deadline = performance.now() + 60_000;
        const check = () => {
          const input = document.querySelector('main form input[type="email"], main form input:not([type="hidden"])');
          let ok = false;
          if (location.pathname === '/login' && input && !input.disabled && !input.readOnly) {
            input.focus();
            ok = document.activeElement === input;
          }
          if (ok) resolve(performance.now());
          else if (performance.now() > deadline) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      }),
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
/** The largest shift of the run with the highest CLS: where to look when CLS is over budget. */
const worstOf = (runs, pick = (run) => run) =>
  runs.map(pick).reduce((worst, run) => (run.cls > (worst?.cls ?? -1) ? run : worst), null)?.worstShift ?? null;

/**
 * The home page over `runs` cold loads: medians of LCP, CLS, the script fetched before the LCP and
 * the moment the app has rendered; with `login`, also /login from the home page; the waterfall of
 * the first run.
 */
export async function homeFigures(browser, baseUrl, { runs, profile, login = false, waterfall = false }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await homeRun(browser, baseUrl, { profile, details: waterfall && run === 0, login }));
  }
  return {
    lcp: medianOf(results, (run) => run.lcp),
    cls: medianOf(results, (run) => run.cls),
    worstShift: worstOf(results),
    ready: medianOf(results, (run) => run.ready),
    readySource: results[0]?.readySource,
    interactive: medianOf(results, (run) => run.interactive),
    scriptGzipBeforeLcp: medianOf(results, (run) => run.scriptGzipBeforeLcp),
    scriptWireBeforeLcp: medianOf(results, (run) => run.scriptWireBeforeLcp),
    login: login
      ? {
          interactive: medianOf(results, (run) => run.login.interactive),
          formReady: medianOf(results, (run) => run.login.formReady),
          cls: medianOf(results, (run) => run.login.cls),
          worstShift: worstOf(results, (run) => run.login),
        }
      : null,
    waterfall: results[0]?.waterfall ?? null,
  };
}

/**
 * Median LCP and CLS of `path` over `runs` cold loads (signed in when `storageState` is given).
 * With `signIn` (an account), each run first signs in through the login form in a fresh context,
 * unthrottled — which lands on the dashboard and leaves in the HTTP cache what that visit loaded —
 * then loads `path` again on the profile: the dashboard as it opens right after a login.
 */
export async function pageFigures(browser, baseUrl, path, { runs, profile, storageState, heading, signIn }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const opened = await openInstrumented(browser, { profile, storageState, throttled: !signIn });
    const { context, page } = opened;
    try {
      if (signIn) {
        await signInThroughForm(page, baseUrl, signIn);
        await opened.settled();
        if (profile) await applyProfile(opened.cdp, profile);
      }
      await loadSettled(opened, `${baseUrl}${path}`, { heading });
      const shown = await page.evaluate(() => ({
        path: location.pathname,
        passwordField: !!document.querySelector('input[type="password"]'),
      }));
      if (shown.path !== new URL(path, baseUrl).pathname || shown.passwordField) {
        throw new Error(
          `${path} showed ${shown.path}${shown.passwordField ? ' with a password field (the login page?)' : ''}`,
        );
      }
      const paints = await readPaints(page);
      results.push({ lcp: paints.lcpTime, cls: paints.cls, worstShift: paints.worstShift });
    } finally {
      await context.close();
    }
  }
  return {
    lcp: medianOf(results, (run) => run.lcp),
    cls: medianOf(results, (run) => run.cls),
    worstShift: worstOf(results),
  };
}

/**
 * Signs in through the real login form (unthrottled) and returns the context's storage state: the
 * session cookie and the redux-persist entry, exactly what the form leaves behind. Each measured
 * load then starts from a new context holding that state and an empty cache.
 */
export async function signInState(browser, baseUrl, account) {
  const context = await browser.newContext();
  try {
    await signInThroughForm(await context.newPage(), baseUrl, account);
    return await context.storageState();
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

/** The waterfall of one home load up to its LCP: a compact table, FCP and LCP marked in time order. */
export function formatWaterfall(waterfall, label) {
  const { fcp, lcp, requests, ready = null, untilReady = [] } = waterfall;
  const lines = [];
  const size = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} kB`);
  const time = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);
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
    .sort((a, b) => a.at - b.at || (a.mark ? 1 : -1));
  const lcpTime = lcp?.time ?? Infinity;
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
    const late = request.end > lcpTime ? '›' : ' ';
    lines.push(
      `${time(request.start).padStart(7)} ${time(request.end).padStart(7)}${late} ${String(request.type).padEnd(10)} ${size(request.gzip).padStart(9)} ${size(request.transfer).padStart(9)}  ${url.pathname}${url.search}`,
    );
  }
  const script = requests.filter((request) => SCRIPT.test(new URL(request.url).pathname) && request.end <= lcpTime);
  lines.push(
    `${requests.length} requests started before the LCP; ${script.length} scripts finished before it (${size(script.reduce((sum, request) => sum + (request.gzip ?? 0), 0))} gzip). ` +
      'Times in ms from navigation start; › = still loading at the LCP; wire = transferSize as served (plain HTTP: Chromium offers no brotli).',
  );
  if (ready) {
    const later = untilReady.filter((request) => SCRIPT.test(new URL(request.url).pathname));
    const gzip = later.reduce((sum, request) => sum + (request.gzip ?? 0), 0);
    lines.push(
      `Then, until the app had rendered (${ready.source}) at ${time(ready.time)} ms: ${untilReady.length} more requests, ${later.length} of them scripts (${size(gzip)} gzip).`,
    );
  }
  return lines.join('\n');
}
