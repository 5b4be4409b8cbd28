// Form helpers shared by the journeys.
import { expect, type Page } from '@playwright/test';

/**
 * Picks `option` in the select labelled `label`, and checks that the field now shows it: a native
 * `<select>` (the plain form kit, issue 39) by its option's label, an antd Select (dialogs) by its list.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  if ((await select.evaluate((element) => element.tagName)) === 'SELECT') {
    await select.selectOption({ label: option });
    await expect(select.locator('option:checked')).toHaveText(option);
    return;
  }
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // On a busy machine a click can land while the list is still animating in and be lost (seen on
  // CI): check that the field shows the choice, and open the list again if it does not.
  await expect(async () => {
    await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exact })
      .click({ timeout: 5_000 });
    await expect(page.locator('.ant-select').filter({ has: select })).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
