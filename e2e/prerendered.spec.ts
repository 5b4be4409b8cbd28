// The public pages arrive as HTML (prerendered at build time, composed with the live area version
// by the server): readable before any script runs, and taken over by the app without a spinner.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { fetchBlogs } from './support/blog';
import { signIn } from './support/session';

/** Holds the shell's scripts back until the returned function is called: the page stays static. */
async function holdShellScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A page whose scripts are held is loaded as far as its HTML: the held scripts (and the preloads
 * of them in a signed-in page's head) would hold the load event too, as long as the test holds them.
 */
const HELD_SCRIPTS_GOTO = { waitUntil: 'domcontentloaded' } as const;

const PAGES = [
  { url: '/', heading: 'Do great work. Keep what you earn.' },
  { url: '/about', heading: 'A marketplace that works for the people doing the work' },
  { url: '/offering', heading: null },
  { url: '/blog', heading: 'Freelane Blog' },
];

test('every public page is readable with no script at all: header, page and footer', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  for (const { url, heading } of PAGES) {
    await page.goto(url);
    const main = page.getByRole('main');
    if (heading) await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.getByRole('contentinfo').getByText('Join Our Community Today')).toBeVisible();
    // Links work before the app does: they are real links to real pages.
    await expect(page.getByRole('banner').getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  }
});

test('a signed-in member is never offered Sign Up or Login by the HTML that arrives first', async ({ page }) => {
  await signIn(page, DEMO.ava);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The server knows the session: the HTML is her header, before any script.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /Account menu for Ava Patel/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('a signed-in client’s dashboard arrives as HTML with her data, and the app takes it over without a request', async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  const release = await holdShellScripts(page);
  await page.goto('/client-dashboard', HELD_SCRIPTS_GOTO);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(main.getByText(`Welcome back, ${DEMO.client.fullName}.`)).toBeVisible();
  // Her own jobs, from the API, in the HTML (the demo data gives her jobs in every state).
  await expect(main.getByRole('heading', { name: 'Your Jobs' })).toBeVisible();
  const staticJobs = await main.getByRole('article').count();
  expect(staticJobs, 'her jobs and the talent suggested to her are in the HTML').toBeGreaterThan(0);
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(main.getByRole('article')).toHaveCount(staticJobs);
  // Neither who is signed in nor the dashboard's data was asked for again.
  expect(asked.filter((path) => /\/user\/profile$|\/job\/clientDashboard$|\/job\/adminJobs$/.test(path))).toEqual([]);
});

/** The paths of the stylesheets linked in the page, in document order. */
const linkedStylesheets = (page: Page) =>
  page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );

for (const { url, as, areaSheet } of [
  { url: '/client-dashboard', as: DEMO.client, areaSheet: /^\/remotes\/mf-jobs\/.+\.css$/ },
  { url: '/', as: null, areaSheet: /^\/remotes\/mf-public\/.+\.css$/ },
]) {
  test(`${url}: its stylesheets are linked as they arrive, before the app runs, once each and in the app's order (issue 39)`, async ({
    page,
  }) => {
    if (as) await signIn(page, as);
    const release = await holdShellScripts(page);
    await page.goto(url, HELD_SCRIPTS_GOTO);
    // No script of the app has run: the page's loader linked the shell's and the area's sheets.
    await expect
      .poll(() => linkedStylesheets(page))
      .toEqual([expect.stringMatching(/^\/static\/css\/.+\.css$/), expect.stringMatching(areaSheet)]);
    const early = await linkedStylesheets(page);
    release();
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    // Signed in, the chat widget (mf-messaging) loads after the page: its sheets too are linked once
    // (the federation runtime links them, then the area's own loader looks for them: stop 66).
    if (as) await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    const linked = await linkedStylesheets(page);
    // The app's chunk loaders and the federation runtime found them linked and linked none again
    // (each one linked again restyles the whole page), and what the app linked itself came after.
    expect(linked.slice(0, early.length)).toEqual(early);
    expect(new Set(linked).size, linked.join(', ')).toBe(linked.length);
  });
}

test('a button tapped before the app is ready is not lost: the app carries the tap out', async ({ page }) => {
  // The shell's scripts are held back, so the tap surely lands on the static page.
  const release = await holdShellScripts(page);
  await page.goto('/', HELD_SCRIPTS_GOTO);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
});

test('a confirmation asked by a button tapped before the app is ready opens (Accept Work on a link from a mail)', async ({
  page,
}) => {
  // The tap is replayed when the app's page lands, before the toast host listens: the dialog it
  // asks for must still open (stop 55: it waited for a second tap, which then stacked two stuck ones).
  await signIn(page, DEMO.client);
  await page.goto('/myJobs');
  const takeAction = page.getByRole('main').getByRole('link', { name: 'Take Action' }).first();
  const address = await takeAction.getAttribute('href');
  expect(address, 'the demo client has a delivery to review').toMatch(/^\/takeAction\?jobId=/);
  const release = await holdShellScripts(page);
  await page.goto(address!, HELD_SCRIPTS_GOTO);
  await page.getByRole('main').getByRole('button', { name: 'Accept Work' }).click();
  release();
  const dialog = page.getByRole('dialog', { name: 'Accept this work?' });
  await expect(dialog).toBeVisible();
  // Nothing decided: the demo's delivery stays for the other tests.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(address!);
});

test('text typed before the app is ready is kept, and the search it asked for runs', async ({ page }) => {
  const release = await holdShellScripts(page);
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/blog/getAllBlog')) searches.push(new URL(sent.url()).searchParams.get('keyword') ?? '');
  });
  await page.goto('/blog', HELD_SCRIPTS_GOTO);
  await page.getByRole('textbox', { name: 'Search blog posts' }).fill('community');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Search blog posts' })).toHaveValue('community');
  await expect.poll(() => searches).toContain('community');
});

test('an option chosen in a select before the app is ready is kept (Post a Job on a slow phone)', async ({ page }) => {
  await signIn(page, DEMO.client);
  const release = await holdShellScripts(page);
  await page.goto('/post-jobs', HELD_SCRIPTS_GOTO);
  const form = page.getByRole('main');
  await form.getByLabel('Job title').fill('A menu for a bakery');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Web Development' });
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  // The app's own fields, after the swap: the title and the category both carried.
  await expect(form.getByLabel('Job title')).toHaveValue('A menu for a bakery');
  await expect(form.getByLabel('Category', { exact: true }).locator('option:checked')).toHaveText('Web Development');
});

test('a radio chosen before the app is ready is kept, and the order it asks for applies (Find Talent)', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  await page.goto('/find-talent', HELD_SCRIPTS_GOTO);
  const ranking = page.getByRole('radiogroup', { name: 'Ranking' });
  await ranking.getByRole('radio', { name: 'Top rated' }).check();
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(ranking.getByRole('radio', { name: 'Top rated' })).toBeChecked();
  // The app's order changed with it: the other group, Sort By, no longer has Newest chosen.
  await expect(
    page.getByRole('radiogroup', { name: 'Sort By' }).getByRole('radio', { name: 'Newest' }),
  ).not.toBeChecked();
});

test('a field being typed into when the app takes over keeps its text and the focus: the keys that follow go into it', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  await page.goto('/SignUp', HELD_SCRIPTS_GOTO);
  const email = page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('sam@exa');
  await expect(email).toBeFocused();
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  // The static field is gone; the app's has the text, and the focus with the caret at its end.
  await expect(email).toHaveValue('sam@exa');
  await expect(email).toBeFocused();
  await page.keyboard.type('mple.test');
  await expect(email).toHaveValue('sam@example.test');
});

test('/login typed and sent before the app is ready: no native submit, then the app signs in with what was typed (issue 39)', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(`${new URL(sent.url()).pathname} ${sent.postData() ?? ''}`);
  });
  await page.goto('/login', HELD_SCRIPTS_GOTO);
  const form = page.getByRole('main');
  // The form is in the HTML: typed into and sent (Enter) while the shell's scripts are held.
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
  await form.getByLabel('Password', { exact: true }).fill('not-a-password');
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/); // no native GET with the password in its URL
  expect(posts).toEqual([]);
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  // The held press lands on the form's Login, not the header's button of the same name.
  await expect
    .poll(() => posts.find((post) => post.startsWith('/api/v1/user/login ')))
    .toBe('/api/v1/user/login {"email":"nobody@example.com","password":"not-a-password"}');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('nobody@example.com');
});

/**
 * Presses a static control, lets the app replace the page, then releases: a tap that straddles the
 * swap. The browser fires no click for it by itself (the pressed node left the page); the early
 * loader clicks the app's same control on the release.
 */
async function pressAcrossTheSwap(page: Page, control: ReturnType<Page['getByRole']>, release: () => void) {
  await control.hover();
  await page.mouse.down();
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
}

test('a link or a button pressed before the app takes over and released after it does what it says (issue 39)', async ({
  page,
}) => {
  let release = await holdShellScripts(page);
  await page.goto('/login', HELD_SCRIPTS_GOTO);
  const entries = await page.evaluate(() => history.length);
  await pressAcrossTheSwap(page, page.getByRole('main').getByRole('link', { name: 'Forget Password?' }), release);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/forget-password$/);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1); // followed once

  await page.unrouteAll();
  release = await holdShellScripts(page);
  await page.goto('/', HELD_SCRIPTS_GOTO);
  await pressAcrossTheSwap(page, page.getByRole('banner').getByRole('button', { name: 'Login' }), release);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/login$/);
});

test('a press dragged off the link before its release stays nothing when the app took over in between', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  await page.goto('/login', HELD_SCRIPTS_GOTO);
  await pressAcrossTheSwap(page, page.getByRole('main').getByRole('link', { name: 'Forget Password?' }), release);
  await page.mouse.move(4, 400);
  await page.mouse.up();
  await page.waitForTimeout(500); // the loader's replay would come within a task of the release
  await expect(page).toHaveURL(/\/login$/);
});

test("a touch tap straddling the swap is followed once: the browser's own late click is not a second", async ({
  browser,
}) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const release = await holdShellScripts(page);
  await page.addInitScript(() => {
    const clicks: boolean[] = ((window as unknown as { __clicks: boolean[] }).__clicks = []);
    document.addEventListener('click', (event) => clicks.push(event.isTrusted), true);
  });
  await page.goto('/login', HELD_SCRIPTS_GOTO);
  const box = await page.getByRole('main').getByRole('link', { name: 'Forget Password?' }).boundingBox();
  const point = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  const input = await context.newCDPSession(page);
  await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  release();
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  const entries = await page.evaluate(() => history.length);
  await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await context.close();
});

test('a static link clicked before the app takes over is followed even when the app takes over meanwhile', async ({
  page,
}) => {
  const release = await holdShellScripts(page);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/forget-password', async (route) => {
    await answered; // the next page is slow: the app takes this one over while the browser waits
    await route.continue();
  });
  // Told by the page itself (a locator would wait for the held navigation to finish).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.documentElement.dataset.appReady) console.log(`app ready on ${location.pathname}`);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
  const tookOver = page.waitForEvent('console', (message) => message.text() === 'app ready on /login');
  await page.goto('/login', HELD_SCRIPTS_GOTO);
  await page.getByRole('main').getByRole('link', { name: 'Forget Password?' }).click({ noWaitAfter: true });
  release();
  await tookOver;
  answer();
  await expect(page).toHaveURL(/\/forget-password$/);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
});

/**
 * From the page's first byte, records every loading state (`selector`) that appears in it; the
 * returned function reads them (an empty list: the app took the page over without one).
 */
async function recordLoadingStates(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const seen: string[] = [];
    (window as unknown as { __spinners: string[] }).__spinners = seen;
    new MutationObserver(() => {
      const busy = document.querySelector(watched);
      if (busy) seen.push(`${location.pathname}: ${busy.outerHTML.slice(0, 120)}`);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __spinners: string[] }).__spinners);
}

test('the app takes the prerendered home page over without a loading state in between', async ({ page }) => {
  const loadingStates = await recordLoadingStates(page, 'main .ant-spin, main [role="status"]');
  await page.goto('/');
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Do great work. Keep what you earn.' })).toBeVisible();
  expect(await loadingStates()).toEqual([]);
  // And it is the app now: a header button navigates in place.
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
});

// A signed-in page's first render is synchronous (shell/src/bootstrap.tsx), not a transition: a
// part that suspended in it would show its loading state in place of the server's HTML at once.
// One sign-in per person (sign-ins are rate-limited per account), each page opened cold.
for (const { as, urls } of [
  { as: 'client', urls: ['/client-dashboard', '/myJobs'] },
  { as: 'ava', urls: ['/find-jobs', '/my-project'] },
] as const) {
  test(`the app takes ${urls.join(' and ')} over for someone signed in without a loading state in between`, async ({
    page,
  }) => {
    // A spinner or a skeleton (the page's code or its data awaited); not a live count such as Find
    // Jobs' "3 jobs found" (`role="status"`), which a member's pages show.
    const loadingStates = await recordLoadingStates(page, 'main .ant-spin, main .fl-page-loading, main .fl-skeleton');
    await signIn(page, DEMO[as]);
    for (const url of urls) {
      await page.goto(url);
      await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      expect(await loadingStates()).toEqual([]);
    }
  });
}

test('the HTML names the live version of the area, fetched alongside the shell', async ({ page, request }) => {
  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, { version: string }>;
  const html = await (await request.get('/')).text();
  expect(html).toContain(`/remotes/mf-public/${registry.mf_public.version}/`);
  expect(html).not.toMatch(/<script defer/);
  await page.goto('/');
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
});

test('on a slow line the page’s own files are asked for once the shell’s entry is in, its first files from the headers (issue 39)', async ({
  page,
  context,
}) => {
  const response = await page.request.get('/');
  const entry = /<link rel="preload" as="script" href="(\/static\/js\/index\.[^"]+\.js)"/.exec(
    await response.text(),
  )?.[1];
  expect(entry, 'the home page preloads the shell’s entry from <head>').toBeTruthy();
  expect(response.headers().link).toContain(`<${entry}>; rel=preload; as=script; fetchpriority=low`);
  // A phone's line: with every file asked for at the first paint, the page's own files went out
  // while the entry still arrived.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 94_000,
  });
  await page.goto('/');
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const timing = await page.evaluate((entryPath) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entryDone = resources.find((resource) => new URL(resource.name).pathname === entryPath)?.responseEnd;
    const pageFiles = resources.filter((resource) => /\/remotes\/mf-public\/.*\/static\//.test(resource.name));
    return {
      entryDone,
      pageFiles: pageFiles.length,
      firstPageFile: Math.min(...pageFiles.map((resource) => resource.startTime)),
    };
  }, entry!);
  expect(timing.entryDone).toBeGreaterThan(0);
  expect(timing.pageFiles, 'the area’s files were fetched and timed').toBeGreaterThan(0);
  expect(timing.firstPageFile).toBeGreaterThanOrEqual(timing.entryDone!);
});

test('the page’s own files are asked for one preload a task, each once (issue 39)', async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  // The loader's list of the page's other files (early-loader.ts: `p`, [href, as] each).
  const listed = /,p=(\[\[.*?\]\]),ss=/.exec(html)?.[1];
  expect(listed, '/login’s loader lists files to ask for after the entry').toBeTruthy();
  const files = (JSON.parse(listed!) as [string, string][]).map(([href]) => href);
  expect(files.length).toBeGreaterThan(1);
  // A MutationObserver's callback runs once per task that changed the DOM (at that task's
  // microtask checkpoint): links appended in one loop arrive in one batch, one a task in one each.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { preloadBatches: string[][] }).preloadBatches = batches;
    new MutationObserver((records) => {
      const added = records.flatMap((record) =>
        [...record.addedNodes].flatMap((node) =>
          node instanceof HTMLLinkElement && node.rel === 'preload' ? [node.getAttribute('href') ?? ''] : [],
        ),
      );
      if (added.length) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  const batches = await page.evaluate(() => (window as unknown as { preloadBatches: string[][] }).preloadBatches);
  const batchesOfListed = batches.map((batch) => batch.filter((href) => files.includes(href))).filter((batch) => batch.length);
  expect(batchesOfListed.flat().sort(), 'every listed file is asked for, once').toEqual([...files].sort());
  expect(
    batchesOfListed.every((batch) => batch.length === 1),
    `one link a task, not ${JSON.stringify(batchesOfListed.map((batch) => batch.length))}`,
  ).toBe(true);
});

test('a blog post arrives with its content, rendered by the server from the live area and the API', async ({
  page,
  request,
}) => {
  const [post] = await fetchBlogs(request);
  const url = `/blogInside/${post._id}`;
  // The first render of a release loads the area's renderer; meanwhile the build-time HTML is served.
  await expect
    .poll(async () => (await request.get(url)).text(), { timeout: 15_000 })
    .toContain(post.content[0].subheading);
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(url);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: post.content[0].subheading })).toBeVisible();

  // With its code, the app starts from the same data: no skeleton, no second request for it.
  await page.unroute('**/*.js');
  const postRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/blog/getBlogById/')) postRequests.push(sent.url());
  });
  await page.goto(url);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect(postRequests).toEqual([]);
});
