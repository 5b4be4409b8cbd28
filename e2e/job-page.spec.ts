// The job page (issue 36): a long post shown whole, reachable from Find Jobs, open to a visitor with
// "Sign in to apply", and its shared-link tags in the HTML the server sends. Phone and desktop.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';
import { appReady } from './support/layout';

/** The demo's long post (api/src/seed/demo-jobs.ts): its key instruction is its last sentence. */
const LONG_JOB_TITLE = 'Class booking app for a yoga studio';
const LAST_SENTENCE =
  'Before you send a proposal, tell us which app of yours we can install from a store today, or we will not read it.';

async function longJob(request: APIRequestContext): Promise<{ _id: string; description: string }> {
  const { jobs } = await (await request.get('/api/v1/job/newAllJobs?limit=50')).json();
  const job = jobs.find((candidate: { title: string }) => candidate.title === LONG_JOB_TITLE);
  expect(job, 'the demo data has the long open job').toBeTruthy();
  expect(job.description.length).toBeGreaterThan(550);
  expect(job.description.endsWith(LAST_SENTENCE)).toBe(true);
  return job;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a freelancer opens a long post from Find Jobs and reads it whole, then can apply', async ({ page }) => {
      const job = await longJob(page.request);
      await openSignedIn(page, DEMO.ava, '/find-jobs');
      const card = page.getByRole('article', { name: LONG_JOB_TITLE });
      await card.getByRole('link', { name: LONG_JOB_TITLE }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: LONG_JOB_TITLE })).toBeVisible();
      // The heading may be the server-rendered page's; the post is measured on the app's (the
      // scroll once met the static element as the app replaced it: "not attached to the DOM").
      await appReady(page);
      const post = page.getByText(LAST_SENTENCE, { exact: false });
      await post.scrollIntoViewIfNeeded();
      await expect(post).toBeVisible();
      // Whole: nothing of the post is cut off or hidden in its box, and it fits the screen's width.
      const box = await post.evaluate((element) => ({
        cut: element.scrollHeight > element.clientHeight + 1,
        text: element.textContent,
        right: element.getBoundingClientRect().right,
      }));
      expect(box.cut).toBe(false);
      expect(box.text).toBe(job.description);
      expect(box.right).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();
      await expect(page.getByText('Jobs posted')).toBeVisible();
    });

    test('a visitor opens a shared link cold and sees the job with "Sign in to apply"', async ({ page }) => {
      const job = await longJob(page.request);
      await page.goto(`/jobs/${job._id}`);
      await expect(page.getByRole('heading', { level: 1, name: LONG_JOB_TITLE })).toBeVisible();
      await expect(page.getByText(LAST_SENTENCE)).toBeAttached();
      const signInLink = page.getByRole('main').getByRole('link', { name: 'Sign in to apply' });
      await expect(signInLink).toBeVisible();
      await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
      if (viewport.name !== 'desktop') return;
      // After signing in, the visitor is back on the job.
      await signInLink.click();
      const main = page.getByRole('main');
      // The login page's area loads now, for the first time in this browser.
      await expect(main.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({ timeout: 30_000 });
      await main.getByLabel('Email').fill(DEMO.ava.email);
      await main.getByLabel('Password', { exact: true }).fill(DEMO.ava.password);
      await main.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
      await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    });
  });
}

test('the job page as served carries its title, budget and skills as shared-link tags; an unknown job is a 404', async ({
  request,
}) => {
  const job = await longJob(request);
  // The first request after a start may get the build-time page while the renderer warms up (it
  // serves the next): ask until the job's own page comes.
  let html = '';
  await expect
    .poll(async () => {
      const served = await request.get(`/jobs/${job._id}`);
      html = await served.text();
      return served.status() === 200 && html.includes('or we will not read it.');
    })
    .toBe(true);
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${LONG_JOB_TITLE} · $2,400 fixed price | Freelane`);
  expect(meta('description')).toMatch(/^\$2,400 fixed price · Flutter, Firebase, UI design\. A simple mobile app/);
  expect(meta('og:title')).toBe(`${LONG_JOB_TITLE} · $2,400 fixed price | Freelane`);
  expect(meta('og:description')).toBe(meta('description'));
  expect(meta('og:type')).toBe('website');
  expect(meta('og:site_name')).toBe('Freelane');
  expect(meta('og:url')).toMatch(new RegExp(`/jobs/${job._id}$`));
  expect(meta('twitter:card')).toBe('summary');
  expect(meta('twitter:title')).toBe(meta('og:title'));
  expect(html, 'no e-mail in the page').not.toContain('@freelane.test');
  // The server's HTML holds the post itself (a crawler runs no script).
  expect(html).toContain('or we will not read it.');

  const unknown = await request.get('/jobs/00000000-0000-4000-8000-000000000000');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<title>Job not found | Freelane</title>');
});
