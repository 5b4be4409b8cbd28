// The same controls with either motion preference. Someone whose system asks for less motion
// (prefers-reduced-motion: reduce) gets no animation: the site ends every animation at once and
// runs no transition (global.css), and antd's motion is off (AntdProvider). A popup must still open
// where it belongs: with a 0.01 ms transition the list of a Select in a drawer was placed 12,800 px
// to the right of the screen, where a script's click still reached it (Playwright scrolls to it)
// and a person could not see it. The other journeys run with reduced motion (playwright.config.ts),
// so the default, animated case is held here.
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`motion preference: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test('a Select in the proposal drawer opens its list on screen, and a choice sticks', async ({ page }) => {
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
      const list = page.locator('.ant-select-dropdown:visible');
      const option = list.locator('.ant-select-item-option').filter({ hasText: /^1 to 2 weeks$/ });
      // Settled first: with motion, a script's click while the list still slides in can be lost (a
      // person sees the list before aiming at it). Then on screen as drawn, before anything scrolls.
      await expect(option).toBeVisible();
      await expect(list).not.toHaveClass(/-appear|-enter/);
      await expect(option).toBeInViewport();
      const box = await list.boundingBox();
      const viewport = page.viewportSize();
      expect(box, 'the list has a box').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(viewport!.height);
      await option.click();
      await expect(page.locator('.ant-select').filter({ has: select })).toContainText('1 to 2 weeks');
      await expect(list).toBeHidden();
    });
  });
}
