// Someone whose system asks for less motion (prefers-reduced-motion: reduce) uses the same
// controls: the site then ends every animation at once and runs no transition (global.css), and
// antd's motion is off (AntdProvider). A popup must still open where it belongs. With a 0.01 ms
// transition the list of a Select in a drawer was placed 12,800 px to the right of the screen: a
// script click still reached it (Playwright scrolls to it), a person could not see it.
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

test.use({ reducedMotion: 'reduce' });

test('with reduced motion, a Select in the proposal drawer opens its list on screen, and a choice sticks', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.ava, '/find-jobs');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Submit Proposal for / })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Submit a Proposal' });
  await expect(drawer).toBeVisible();
  const select = page.getByLabel('Estimated timeline', { exact: true });
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^1 to 2 weeks$/ });
  // On screen as drawn, before anything scrolls: its box inside the viewport.
  await expect(option).toBeInViewport();
  const box = await page.locator('.ant-select-dropdown:visible').boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the list has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(viewport!.height);
  await option.click();
  await expect(page.locator('.ant-select').filter({ has: select })).toContainText('1 to 2 weeks');
  // No animation was left running or waiting (antd's motion is off, the site's CSS ends the rest).
  await expect(drawer).not.toHaveClass(/-appear|-enter|-leave/);
});
