// axe-core on every page of the shell's route table, as a visitor and signed in as each role that
// may open it: no serious or critical WCAG 2.1 A/AA violation (issue 15). One test per role keeps
// a sign-in per role; each page is a soft assertion, so one run lists every failing page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { decideAccess, type Access } from '../shared/src/auth/access';
import { ROUTE_TABLE } from '../shared/src/pages/route-table';
import { DEMO } from './support/accounts';
import { fetchBlogs } from './support/blog';
import { openSignedIn } from './support/session';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Viewer {
  name: string;
  account: (typeof DEMO)[keyof typeof DEMO] | null;
  role: 'client' | 'freelancer' | 'admin' | null;
  hiringAssistant?: boolean;
}

const VIEWERS: Viewer[] = [
  { name: 'a visitor', account: null, role: null },
  { name: 'a freelancer (and hiring assistant)', account: DEMO.ben, role: 'freelancer', hiringAssistant: true },
  { name: 'a client', account: DEMO.client, role: 'client' },
  { name: 'an admin', account: DEMO.admin, role: 'admin' },
];

/** Public pages look the same to everyone but the header: a signed-in viewer checks only the home page. */
function pagesFor(viewer: Viewer): { path: string; access: Access }[] {
  const user = viewer.role
    ? {
        role: viewer.role,
        hiringAssistantStatus: viewer.hiringAssistant ? ('Accepted' as const) : ('Inactive' as const),
      }
    : null;
  return ROUTE_TABLE.filter(({ path, access }) => {
    if (decideAccess(access, user) !== 'allow') return false;
    return !user || access !== 'public' || path === '/' || path === '/find-talent';
  });
}

/** Waits until the page has shown its data: no request in flight, no spinner or skeleton left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  // A section loaded when scrolled near (a chart below a first screen, issue 38) is judged too.
  const onView = page.locator('[data-loads-on-view]');
  if ((await onView.count()) > 0) {
    await onView.first().scrollIntoViewIfNeeded();
    await expect(onView).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }
  // antd animates popups and fades content in; axe judges contrast on the final colours.
  await page.waitForTimeout(300);
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 4)
        .map((node) => `      ${node.target.join(' ')}\n        ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`)
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} elements)\n${nodes}`;
    })
    .join('\n');
}

for (const viewer of VIEWERS) {
  test(`every page ${viewer.name} can open has no serious or critical axe violation`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const [blog] = await fetchBlogs(request);
    const concrete = (path: string) =>
      path.replace(':id', path.startsWith('/blogInside') ? blog._id : 'expired-link-token');

    if (viewer.account) await openSignedIn(page, viewer.account, '/');
    for (const { path } of pagesFor(viewer)) {
      const url = concrete(path);
      await page.goto(url);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
      expect.soft(blocking, `${url} as ${viewer.name}:\n${describeViolations(blocking)}`).toEqual([]);
    }
  });
}
