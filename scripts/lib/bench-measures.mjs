// Helpers behind the page figures of `npm run bench` (bench-pages.mjs holds the figures): medians
// and percentiles, CDP network settling, gzip sizes of scripts (served or published), and in-app
// navigation.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const MOBILE_VIEWPORT = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

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

/**
 * Follows the page's requests through CDP; the returned `settled()` resolves once no request has
 * moved for `quietMs` and none in flight has received anything for `stalledMs`. Unlike Playwright's
 * networkidle, a request that never completes (a fetch whose body nobody reads, a long poll) does
 * not hold it up for ever, while a slow download on the mobile profile still does.
 */
export async function watchNetwork(cdp) {
  const inFlight = new Map();
  let last = Date.now();
  const touch = ({ requestId }) => {
    last = Date.now();
    inFlight.set(requestId, last);
  };
  const done = ({ requestId }) => {
    last = Date.now();
    inFlight.delete(requestId);
  };
  for (const event of ['Network.requestWillBeSent', 'Network.responseReceived', 'Network.dataReceived'])
    cdp.on(event, touch);
  for (const event of ['Network.loadingFinished', 'Network.loadingFailed']) cdp.on(event, done);
  await cdp.send('Network.enable');
  return async function settled({ quietMs = 500, stalledMs = 3000, capMs = 30_000 } = {}) {
    const deadline = Date.now() + capMs;
    for (;;) {
      const now = Date.now();
      const moving = [...inFlight.values()].some((time) => now - time < stalledMs);
      if ((!moving && now - last >= quietMs) || now > deadline) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

const gzipCache = new Map();
/** The budget counts gzip bytes whatever the server sends, so each script is gzipped here. */
export async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 6 }).length);
  }
  return gzipCache.get(url);
}

/**
 * The script each deployed app is made of (gzip, level 6 like every other figure here): the shell
 * (its build, when that is the live version) and the live version of each area (`live`: the release
 * registry's area → version). `entry` is what loading the app at all costs (the shell's
 * initial scripts, an area's remote entry); `total` is every script it ships, most loaded on demand.
 */
export async function scriptPerApp(deployDir, live, shellBuildDir) {
  const apps = shellBuildDir ? [{ name: 'shell', dir: shellBuildDir }] : [];
  for (const [area, version] of Object.entries(live)) {
    if (area !== 'shell' && version) apps.push({ name: area, dir: path.join(deployDir, 'remotes', area, version) });
  }
  const result = [];
  for (const { name, dir } of apps) {
    const entryFiles = new Set(await entryScripts(name, dir));
    const files = (await fs.readdir(dir, { recursive: true })).filter(
      (file) => /\.m?js$/.test(file) && !file.startsWith('prerender'),
    );
    let total = 0;
    let entry = 0;
    for (const file of files) {
      const bytes = gzipSync(await fs.readFile(path.join(dir, file)), { level: 6 }).length;
      total += bytes;
      if (entryFiles.has(file)) entry += bytes;
    }
    result.push({ name, files: files.length, total, entry });
  }
  return result;
}

/** The shell's scripts named in its index.html; an area's remote entry named in its manifest. */
async function entryScripts(name, dir) {
  if (name === 'shell') {
    const html = await fs.readFile(path.join(dir, 'index.html'), 'utf8');
    return [...html.matchAll(/<script[^>]* src="\/?([^"]+)"/g)].map((match) => match[1]);
  }
  const manifest = JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const remoteEntry = manifest.metaData?.remoteEntry;
  return remoteEntry ? [`${remoteEntry.path ?? ''}${remoteEntry.name}`] : [];
}

/** Until the app has rendered: the shell's `data-app-ready` marker, or a heading of <main> that React owns. */
export function appRendered(page, timeout = 60_000) {
  return page.waitForFunction(
    () =>
      document.documentElement.dataset.appReady === 'true' ||
      [...document.querySelectorAll('main h1, main h2, main h3')].some((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      ),
    null,
    { timeout, polling: 100 },
  );
}

/**
 * A client-side navigation as a visitor makes it: clicks the header's link to `target`, or its
 * button named `label` (the visitor bar's Login is a button); pushes the URL if there is neither.
 * Resolves with the page's performance.now() at the click.
 */
export function navigateInApp(page, target, label) {
  return page.evaluate(
    ([path, name]) => {
      const start = performance.now();
      const link =
        document.querySelector(`header a[href="${path}"]`) ??
        [...document.querySelectorAll('header button')].find((button) => button.textContent?.trim() === name);
      if (link) link.click();
      else {
        history.pushState({}, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      return start;
    },
    [target, label],
  );
}
