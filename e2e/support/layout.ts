// Locators for the parts of the shell every journey looks at.
import { expect, type Locator, type Page } from '@playwright/test';

export const header = (page: Page): Locator => page.getByRole('banner');
export const footer = (page: Page): Locator => page.getByRole('contentinfo');

/** The panel the shell shows in place of a page whose area cannot be loaded. */
export const unavailablePanel = (page: Page): Locator => page.getByText(/unavailable/i).first();
export const retryButton = (page: Page): Locator => page.getByRole('button', { name: /retry/i });

/** A top-bar entry that may be rendered as a link or as a button (antd Button with href). */
export function topBarEntry(page: Page, name: string): Locator {
  const bar = header(page);
  return bar.getByRole('link', { name, exact: true }).or(bar.getByRole('button', { name, exact: true })).first();
}

/**
 * Hovers `trigger` until `revealed` shows (the spec's hover menus). The hover is retried because
 * the header can re-render while the session is being re-checked, closing a fresh popup.
 */
export async function openOnHover(page: Page, trigger: Locator, revealed: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 400);
    await trigger.hover();
    await expect(revealed).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

export function openProfileMenu(page: Page, fullName: string): Promise<void> {
  const trigger = header(page).getByRole('button', { name: new RegExp(fullName) });
  return openOnHover(page, trigger, page.getByRole('menuitem', { name: 'View Profile' }));
}

/**
 * Waits until the app has replaced the server-rendered page (shell/src/bootstrap.tsx sets
 * `data-app-ready`). An element found in the static HTML is detached by that one replacing commit:
 * a test that scrolls to or measures an element right after a full page load waits for it first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}
