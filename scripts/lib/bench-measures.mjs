// The individual measurements behind `npm run bench` (browser figures through Playwright + CDP,
// API latency with a bounded loop of keep-alive requests on loopback).
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const MOBILE_VIEWPORT = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(sorted, fraction) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** A fresh context (cold cache) with an optional mobile network + CPU profile applied through CDP. */
async function openPage(browser, profile) {
  const context = await browser.newContext(profile ? MOBILE_VIEWPORT : {});
  const page = await context.newPage();
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbps * 1000) / 8,
      uploadThroughput: (profile.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  return { context, page };
}

const jsResources = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, responseEnd: entry.responseEnd, transferSize: entry.transferSize })),
  );

const gzipCache = new Map();
/** The budget counts gzip bytes whatever the server sends, so each script is gzipped here. */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 6 }).length);
  }
  return gzipCache.get(url);
}

const sumGzip = async (resources) => (await Promise.all(resources.map((resource) => gzipBytes(resource.url)))).reduce((a, b) => a + b, 0);

/** JS needed before the home page paints, for the whole home page, and for a further area (/login). */
export async function firstVisitJs(browser, baseUrl) {
  const { context, page } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const home = await jsResources(page);
    const beforeFcpList = fcp === null ? home : home.filter((resource) => resource.responseEnd <= fcp);
    const seen = new Set(home.map((resource) => resource.url));

    await navigateInApp(page, '/login');
    await areaPageRendered(page, '/login');
    await page.waitForTimeout(1000);
    const further = (await jsResources(page)).filter((resource) => !seen.has(resource.url));
    return {
      beforeFcp: await sumGzip(beforeFcpList),
      wireBeforeFcp: beforeFcpList.reduce((sum, resource) => sum + resource.transferSize, 0),
      total: await sumGzip(home),
      furtherArea: await sumGzip(further),
    };
  } finally {
    await context.close();
  }
}

/** Clicks the header link to `target` (a client-side navigation), or pushes the URL if there is none. */
function navigateInApp(page, target) {
  return page.evaluate((path) => {
    // The old page's heading: the new page counts as rendered only once this node is gone.
    window.__benchOldHeading = document.querySelector('main h1, main h2, main h3');
    window.__benchStart = performance.now();
    const link = document.querySelector(`header a[href="${path}"]`);
    if (link) link.click();
    else {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }, target);
}

/** Resolves (with performance.now()) once `path`'s page shows real content, not the unavailable panel. */
function areaPageRendered(page, target) {
  return page.evaluate(
    (path) =>
      new Promise((resolve) => {
        const check = () => {
          const main = document.querySelector('main');
          const ready =
            location.pathname === path &&
            !window.__benchOldHeading?.isConnected &&
            main?.querySelector('h1, h2, h3, form') &&
            !/unavailable/i.test(main.textContent ?? '');
          if (ready) resolve(performance.now());
          else requestAnimationFrame(check);
        };
        check();
      }),
    target,
  );
}

/** Median Largest Contentful Paint of the home page over `runs` cold loads. */
export async function homeLcp(browser, baseUrl, { runs, profile }) {
  const values = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openPage(browser, profile);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      values.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              let latest = null;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) latest = entry.startTime;
              }).observe({ type: 'largest-contentful-paint', buffered: true });
              setTimeout(() => resolve(latest), 500);
            }),
        ),
      );
    } finally {
      await context.close();
    }
  }
  return median(values);
}

/**
 * From the click on Login (mf-accounts not loaded yet) until its page shows a heading and the main
 * thread has had no long task for a quiet window: a simple, Lighthouse-like "interactive".
 */
export async function newAreaInteractive(browser, baseUrl, { runs, profile, quietMs = 1500 }) {
  const values = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openPage(browser, profile);
    try {
      await page.goto(`${baseUrl}/`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
      await page.evaluate(() => {
        window.__benchLongTaskEnds = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__benchLongTaskEnds.push([entry.startTime, entry.startTime + entry.duration]);
        }).observe({ type: 'longtask' });
      });
      await navigateInApp(page, '/login');
      const rendered = await areaPageRendered(page, '/login');
      await page.waitForTimeout(quietMs);
      const { start, longTaskEnd } = await page.evaluate(() => ({
        start: window.__benchStart,
        longTaskEnd: Math.max(0, ...window.__benchLongTaskEnds.filter(([begin]) => begin >= window.__benchStart).map(([, end]) => end)),
      }));
      values.push(Math.max(rendered, longTaskEnd) - start);
    } finally {
      await context.close();
    }
  }
  return median(values);
}

/** Bounded loop: `concurrency` keep-alive clients until `maxRequests` or `maxSeconds`, whichever first. */
export async function apiLatency(url, { concurrency, maxRequests, maxSeconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      http
        .get(url, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ ok: response.statusCode === 200, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        })
        .on('error', () => resolve({ ok: false, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });

  for (let warm = 0; warm < 100; warm += 1) await once();

  const latencies = [];
  let issued = 0;
  let errors = 0;
  const started = Date.now();
  const deadline = started + maxSeconds * 1000;
  const worker = async () => {
    while (issued < maxRequests && Date.now() < deadline) {
      issued += 1;
      const result = await once();
      if (result.ok) latencies.push(result.ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length + errors,
    concurrency,
    errors,
    rps: (latencies.length + errors) / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
