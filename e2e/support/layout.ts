// Locators for the parts of the shell every journey looks at.
import type { Locator, Page } from '@playwright/test';

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
