// The core journey with the keyboard alone (issue 15): a client signs up and posts a job, a
// freelancer applies, the client sends them a message. No click, no fill(): Tab moves the focus,
// keys type and choose, Enter and Space press. At each stop the focus must be visible, and a
// dialog keeps the focus inside while open and gives it back to what opened it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { existingParty, uniqueJobTitle, type Party } from './support/jobs';
import { header } from './support/layout';
import { VERIFY_LINK, waitForMailedLink } from './support/mail';
import { messageLog } from './support/chat';
import { uniqueAccount } from './support/users';

test.use({ viewport: { width: 1280, height: 900 } });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` (or something inside it) has the focus,
 * as a keyboard user would, then checks the focus can be seen.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${maxPresses} presses of Tab`);
}

/** The focused control, or the antd wrapper that draws its focus, shows an outline or a ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicated = await page.evaluate(() => {
    let element = document.activeElement as HTMLElement | null;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== 'none') return true;
    }
    return false;
  });
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  expect(indicated, `the focus is visible on ${focused}`).toBe(true);
}

/** Opens the focused antd Select with the keyboard and moves to `option`, then chooses it with Enter. */
async function chooseWithKeys(page: Page, option: string): Promise<void> {
  // A native select (the plain form kit, issue 39): the arrow keys change the choice in place.
  const chosen = () =>
    page.evaluate(() =>
      document.activeElement instanceof HTMLSelectElement
        ? (document.activeElement.selectedOptions[0]?.text ?? '')
        : null,
    );
  if ((await chosen()) !== null) {
    for (let presses = 0; presses < 40 && (await chosen()) !== option; presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await chosen()).toBe(option);
    return;
  }
  // The previous Select's list animates closed; until it is gone two lists are visible.
  const openLists = page.locator('.ant-select-dropdown:visible');
  await expect(openLists).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  const active = openLists.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  for (let presses = 0; presses < 40 && (await active.innerText()).trim() !== option; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(openLists).toHaveCount(0);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('sign up, post a job, apply and send a message with the keyboard only', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = uniqueAccount('kim', 'Kim Keyboard');
  const title = uniqueJobTitle('Keyboard-only landing page');
  let freelancer: Party | undefined;

  try {
    await test.step('a client signs up with the keyboard and logs in', async () => {
      await page.goto('/SignUp');
      const main = page.getByRole('main');
      await typeInto(page, main.getByLabel('Email'), account.email);
      await typeInto(page, main.getByLabel('Password', { exact: true }), account.password);
      await typeInto(page, main.getByLabel('Username'), account.username);
      await typeInto(page, main.getByLabel('Full name'), account.fullName);
      await tabTo(page, main.getByLabel('I am joining as'));
      await chooseWithKeys(page, 'Client — I want to hire');
      await tabTo(page, main.getByRole('button', { name: 'Sign Up', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });

      // The mailed link is opened from the mail client, outside the page.
      await page.goto(await waitForMailedLink(account.email, VERIFY_LINK));
      await expect(page.getByText('Your e-mail is verified')).toBeVisible();
      await typeInto(page, main.getByLabel('Email'), account.email);
      await typeInto(page, main.getByLabel('Password', { exact: true }), account.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/client-dashboard$/, { timeout: 20_000 });
    });

    await test.step('the client reaches Post A New Job from the header and posts a job', async () => {
      await tabTo(page, header(page).getByRole('link', { name: 'Post A Job' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/post-jobs$/);
      const form = page.getByRole('main');
      await expect(form.getByRole('heading', { level: 1, name: 'Post A New Job' })).toBeVisible();
      await typeInto(page, form.getByLabel('Job title'), title);
      await tabTo(page, form.getByLabel('Category', { exact: true }));
      await chooseWithKeys(page, 'Web Development');
      await tabTo(page, form.getByLabel('Freelancer level', { exact: true }));
      await chooseWithKeys(page, 'Intermediate (3-5 stars)');
      await typeInto(
        page,
        form.getByLabel('Description'),
        'A landing page for a bakery, built and tested with the keyboard alone from start to end.',
      );
      await typeInto(page, form.getByRole('textbox', { name: 'Skills' }), 'Accessibility');
      await page.keyboard.press('Enter');
      await expect(form.getByRole('list', { name: 'Skills added' }).getByRole('listitem')).toHaveText([
        /^Accessibility/,
      ]);
      await tabTo(page, form.getByLabel('Duration', { exact: true }));
      await chooseWithKeys(page, '1-2 weeks');
      await typeInto(page, form.getByLabel('Budget', { exact: true }), '640');
      // A native date box (issue 39) takes the day typed in the locale's order (en-US: month, day, year).
      const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const [year, month, day] = deadline.split('-');
      await typeInto(page, form.getByLabel('Application deadline'), `${month}${day}${year}`);
      await expect(form.getByLabel('Application deadline')).toHaveValue(deadline);
      await tabTo(page, form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })).toBeChecked();
      await tabTo(page, form.getByRole('button', { name: 'Post Job' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText('Job posted successfully.')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/myJobs$/);
    });

    await test.step('a freelancer opens the proposal drawer, leaves it with Escape, then applies', async () => {
      freelancer = await existingParty(browser, DEMO.ava);
      const fp = freelancer.page;
      await fp.goto(`/find-jobs?search=${encodeURIComponent(title)}`);
      const submit = fp.getByRole('button', { name: `Submit Proposal for ${title}` });
      await tabTo(fp, submit);
      await fp.keyboard.press('Enter');
      const drawer = fp.getByRole('dialog', { name: 'Submit a Proposal' });
      await expect(drawer).toBeVisible();
      // The focus moves into the drawer: the next Tab lands on one of its controls, not on the page.
      await fp.keyboard.press('Tab');
      await expect.poll(() => isFocused(drawer), { message: 'the drawer takes the focus' }).toBe(true);
      // The focus stays inside while it is open, however far one tabs.
      for (let presses = 0; presses < 30; presses += 1) await fp.keyboard.press('Tab');
      expect(await isFocused(drawer), 'Tab never leaves the open drawer').toBe(true);
      await fp.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect
        .poll(() => isFocused(submit), { message: 'closing gives the focus back to the button that opened it' })
        .toBe(true);

      await fp.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await typeInto(
        fp,
        drawer.getByLabel('Cover letter'),
        'I build accessible landing pages for small businesses and test every one with the keyboard alone and with a screen reader before I hand it over to the client.',
      );
      await typeInto(
        fp,
        drawer.getByLabel('Your approach'),
        'Content first, then layout, then a keyboard and screen-reader pass.',
      );
      await tabTo(fp, drawer.getByLabel('Estimated timeline', { exact: true }));
      await chooseWithKeys(fp, '1 to 2 weeks');
      await typeInto(fp, drawer.getByLabel('Your bid'), '600');
      await tabTo(fp, drawer.getByLabel('Payment and delivery terms', { exact: true }));
      await chooseWithKeys(fp, 'Fixed Price');
      await tabTo(fp, drawer.getByRole('button', { name: 'Submit Proposal' }));
      await fp.keyboard.press('Enter');
      await expect(fp.getByText('Proposal submitted successfully.')).toBeVisible({ timeout: 20_000 });
      await expect(submit).toBeDisabled();
    });

    await test.step('the client opens the proposal from View Applicants and sends a message', async () => {
      await page.goto('/myJobs');
      const card = page.getByRole('article').filter({ hasText: title }).first();
      await tabTo(
        page,
        card
          .getByRole('button', { name: /View Applicants/ })
          .or(card.getByRole('link', { name: /View Applicants/ }))
          .first(),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/viewApplicants/);
      const applicant = page.getByRole('main').getByRole('article').filter({ hasText: DEMO.ava.fullName }).first();
      await tabTo(
        page,
        applicant
          .getByRole('link', { name: 'Message' })
          .or(applicant.getByRole('button', { name: 'Message' }))
          .first(),
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/message\?userId=/);
      const box = page.getByRole('textbox', { name: 'Message' });
      const text = `Hello Ava, thanks for the proposal on ${title}.`;
      await typeInto(page, box, text);
      await page.keyboard.press('Enter');
      await expect(messageLog(page, DEMO.ava.fullName)).toContainText(text);
      await expect(box).toHaveValue('');
    });
  } finally {
    await freelancer?.context.close();
  }
});

test('the header’s menus open, and their entries are chosen, with the keyboard', async ({ browser }) => {
  const client = await existingParty(browser, DEMO.client);
  const { page } = client;
  try {
    await page.goto('/client-dashboard');
    const bar = header(page);

    await test.step('a submenu of the main navigation opens with Arrow Down and an entry is chosen with Enter', async () => {
      await tabTo(page, bar.getByRole('link', { name: 'My Jobs', exact: true }));
      await page.keyboard.press('ArrowDown');
      const running = page.getByRole('menuitem', { name: 'In Progress' });
      await expect(running).toBeVisible();
      await expect.poll(() => isFocused(running), { message: 'the first entry takes the focus' }).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(page.getByRole('menuitem', { name: 'Completed' }))).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/myJobs\?status=completed$/);
    });

    await test.step('a submenu whose title is not a link is reached and opened too', async () => {
      await page.goto('/client-dashboard');
      await tabTo(page, bar.getByRole('link', { name: 'My Jobs', exact: true }));
      await page.keyboard.press('ArrowRight');
      const selection = bar.getByRole('menuitem', { name: 'Talent Selection' });
      await expect.poll(() => isFocused(selection), { message: 'Arrow Right moves along the bar' }).toBe(true);
      await page.keyboard.press('Enter');
      const screening = page.getByRole('menuitem', { name: 'Screening Tools' });
      await expect(screening).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(screening).toBeHidden();
    });

    await test.step('the account menu opens with Enter, Tab enters it and Enter chooses View Profile', async () => {
      const account = bar.getByRole('button', { name: new RegExp(DEMO.client.fullName) });
      await tabTo(page, account);
      await page.keyboard.press('Enter');
      const viewProfile = page.getByRole('menuitem', { name: 'View Profile' });
      await expect(viewProfile).toBeVisible();
      // Escape closes it and leaves the focus on its button; Enter opens it again.
      await page.keyboard.press('Escape');
      await expect(viewProfile).toBeHidden();
      await expect.poll(() => isFocused(account), { message: 'Escape gives the focus back' }).toBe(true);
      await page.keyboard.press('Enter');
      await expect(viewProfile).toBeVisible();
      await page.keyboard.press('Tab');
      await expect.poll(() => isFocused(viewProfile), { message: 'Tab moves into the open menu' }).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/editProfile$/);
    });
  } finally {
    await client.context.close();
  }
});
