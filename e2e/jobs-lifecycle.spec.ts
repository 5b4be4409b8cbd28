// The whole job lifecycle in two browsers, through the pages: a fresh client posts a job, a fresh
// freelancer finds it and applies, the client accepts, the freelancer delivers a ZIP, the client
// asks for the one free revision, the freelancer delivers again, the client accepts the work; then
// both dashboards, Earnings, Transactions and the contract page show it. The bell badge of the
// other party rises live (no reload) when a proposal arrives and when it is accepted.
import { expect, test, type Page } from '@playwright/test';
import {
  expectBellAbove,
  newParty,
  openAs,
  openLive,
  readZipEntries,
  uniqueJobTitle,
  workZip,
  type Party,
} from './support/jobs';
import { chooseOption } from './support/forms';
import { waitForMailedLink } from './support/mail';

const SALARY = 1250;
const SALARY_TEXT = '$1,250';
// The client hires at the freelancer's bid: the agreed price that Transactions and Earnings count.
const BID = 1200;
const AGREED_TEXT = '$1,200';

const PORTFOLIO = 'https://fred.example.test/portfolio';
const QUESTION = 'Do you have photos of the menu items?';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The 15th of next month: its calendar cell's title (yyyy-MM-dd) and how the field shows it. */
function fifteenthOfNextMonth(): { iso: string; shown: string } {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return {
    iso: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-15`,
    shown: `15 ${MONTHS[date.getMonth()]} ${date.getFullYear()}`,
  };
}

const main = (page: Page) => page.getByRole('main');
/** A job's card (an article named by the job title) on My Jobs, Find Jobs or My Projects. */
const jobCard = (page: Page, title: string) => main(page).getByRole('article', { name: title });

test('client posts → freelancer applies → hire → delivery → revision → delivery → accepted; figures follow', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const title = uniqueJobTitle('Landing page for a bakery');
  const description =
    'Build a one-page site for our bakery: menu, opening hours, a contact form that e-mails us, and good scores on phones.';
  const deadline = fifteenthOfNextMonth();
  const firstDelivery = workZip('bakery-site-v1.zip', 'bakery-site/README.txt', `First delivery of "${title}".\n`);
  const secondDelivery = workZip(
    'bakery-site-v2.zip',
    'bakery-site/README.txt',
    `Revised delivery of "${title}": bigger menu photos.\n`,
  );
  const revisionText = 'Please make the menu photos bigger and add our Sunday opening hours to the footer.';

  const client: Party = await newParty(browser, 'client', 'carla', 'Carla Client');
  const freelancer: Party = await newParty(browser, 'freelancer', 'fred', 'Fred Freelancer');
  let jobId = '';

  try {
    await test.step('the client posts the job through the form and lands on My Jobs', async () => {
      const page = client.page;
      await openAs(client, '/post-jobs');
      const form = main(page);
      await expect(form.getByRole('heading', { level: 1, name: 'Post A New Job' })).toBeVisible();
      await form.getByLabel('Job title').fill(title);
      await chooseOption(page, 'Category', 'Web Development');
      await chooseOption(page, 'Freelancer level', 'Intermediate (3-5 stars)');
      await form.getByLabel('Description').fill(description);
      const skills = form.getByRole('textbox', { name: 'Skills' });
      for (const skill of ['React', '  Accessibility ', 'react']) {
        await skills.fill(skill);
        await skills.press('Enter');
      }
      // Trimmed, and the duplicate (in any case) ignored with a hint.
      await expect(form.getByText('“react” is already in the list.')).toBeVisible();
      await expect(form.getByRole('list', { name: 'Skills added' }).getByRole('listitem')).toHaveText([
        /^React\W?$/,
        /^Accessibility\W?$/,
      ]);
      // Only One Time Project and Fixed Price can be chosen.
      await expect(form.getByRole('radio', { name: 'One Time Project' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Contract' })).toBeDisabled();
      await expect(form.getByRole('radio', { name: 'Fixed Price' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Hourly Rate' })).toBeDisabled();
      await chooseOption(page, 'Duration', '1-2 weeks');
      await form.getByLabel('Budget', { exact: true }).fill(String(SALARY));
      // A native date box (issue 39): the browser's calendar, or the day typed.
      await form.getByLabel('Application deadline').fill(deadline.iso);
      await expect(form.getByLabel('Application deadline')).toHaveValue(deadline.iso);
      await form.getByRole('button', { name: 'Post Job' }).click();
      // Not before the terms are accepted.
      await expect(form.getByText('Please accept the Terms and Conditions and the Privacy Policy.')).toBeVisible();
      await expect(page).toHaveURL(/\/post-jobs$/);
      await form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
      await form.getByRole('button', { name: 'Post Job' }).click();
      await expect(page.getByText('Job posted successfully.')).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/myJobs$/);
      const card = jobCard(page, title);
      await expect(card).toContainText('Open');
      // Nothing agreed yet: the budget, labelled as such (issue 36).
      await expect(card).toContainText(`Budget ${SALARY_TEXT}`);
      await expect(card).toContainText('0 applicants');
    });

    await test.step('the freelancer finds it by its title and sends a proposal; the client bell rises live', async () => {
      const clientBefore = await openLive(client, '/myJobs');

      const page = freelancer.page;
      await openAs(freelancer, `/find-jobs?search=${encodeURIComponent(title)}`);
      await expect(main(page).getByRole('status').filter({ hasText: 'found' })).toHaveText(
        `1 job found for “${title}”`,
        { timeout: 20_000 },
      );
      const card = jobCard(page, title);
      await expect(card).toContainText(SALARY_TEXT);
      await expect(card).toContainText(client.account.fullName);
      await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
        'React',
        'Accessibility',
      ]);
      await card.getByRole('button', { name: `Submit Proposal for ${title}` }).click();
      const drawer = page.getByRole('dialog', { name: 'Submit a Proposal' });
      await expect(drawer).toContainText(title);
      await drawer
        .getByLabel('Cover letter')
        .fill(
          'I build fast, accessible small-business sites with React. For a bakery I would keep the menu easy to update, ' +
            'make the contact form reliable, and check every page on a slow phone before handing it over.',
        );
      await drawer.getByLabel('Your approach').fill('Design the menu first, then the form, then test on phones.');
      await chooseOption(page, 'Estimated timeline', '1 to 2 weeks');
      await drawer.getByLabel('Your bid').fill(String(BID));
      await drawer.getByLabel('Portfolio link').fill(PORTFOLIO);
      await drawer.getByRole('button', { name: 'Save Link' }).click();
      await expect(drawer.getByRole('link', { name: PORTFOLIO })).toBeVisible();
      await drawer.getByLabel('Questions for the client').fill(QUESTION);
      await chooseOption(page, 'Payment and delivery terms', 'Fixed Price');
      await drawer.getByRole('button', { name: 'Submit Proposal' }).click();
      await expect(page.getByText('Proposal submitted successfully.')).toBeVisible({ timeout: 20_000 });
      await expect(card.getByRole('button', { name: `Submit Proposal for ${title}` })).toBeDisabled();
      await expect(card).toContainText('You have applied (Under Review)');

      await expectBellAbove(client.page, clientBefore, "the client's bell counts the new proposal without a reload");
    });

    await test.step('the client opens the applicants, reads the proposal and accepts; the freelancer bell rises live', async () => {
      const freelancerBefore = await openLive(freelancer, '/my-project');

      const page = client.page;
      await jobCard(page, title).getByRole('link', { name: 'View Applicants' }).click();
      await expect(page).toHaveURL(/\/viewApplicants\?jobId=/);
      jobId = new URL(page.url()).searchParams.get('jobId') ?? '';
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Job Applicants' })).toBeVisible();
      const applicant = main(page).getByRole('article', { name: freelancer.account.fullName });
      await expect(applicant).toContainText(`$${BID.toLocaleString('en-US')}`);
      await expect(applicant.getByRole('link', { name: PORTFOLIO })).toHaveAttribute('href', PORTFOLIO);
      await applicant.getByRole('button', { name: 'View Proposal' }).click();
      const dialog = page.getByRole('dialog', { name: `Proposal from ${freelancer.account.fullName}` });
      await expect(dialog).toContainText(QUESTION);
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Hire ${freelancer.account.fullName}?` })
        .getByRole('button', { name: 'Accept', exact: true })
        .click();
      await expect(page).toHaveURL(/\/myJobs$/);
      await expect(jobCard(page, title)).toContainText('In Progress');
      await expect(jobCard(page, title)).toContainText(`Hired ${freelancer.account.fullName}`);

      await expectBellAbove(
        freelancer.page,
        freelancerBefore,
        "the freelancer's bell counts the acceptance without a reload",
      );
    });

    await test.step('the freelancer submits the first ZIP with progress shown; the job is under review', async () => {
      const page = freelancer.page;
      await openAs(freelancer, '/my-project');
      const card = jobCard(page, title);
      await expect(card).toContainText('In Progress');
      await card.getByRole('button', { name: 'Submit Work' }).click();
      await submitWorkIn(page, firstDelivery);
      await expect(page).toHaveURL(/\/my-project$/);
      await expect(jobCard(page, title)).toContainText('Pending Review');
      await expect(jobCard(page, title).getByRole('button', { name: 'Work Under Review' })).toBeDisabled();
    });

    await test.step('the client reviews the delivery and asks for the free revision', async () => {
      const page = client.page;
      await openAs(client, '/myJobs');
      await expect(jobCard(page, title)).toContainText('Pending Review');
      await jobCard(page, title).getByRole('link', { name: 'Take Action' }).click();
      await expect(page).toHaveURL(new RegExp(`/takeAction\\?jobId=${jobId}$`));
      await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
      await expect(main(page).getByText('Pending Review').first()).toBeVisible();
      await expect(main(page).getByText('Each job includes one free revision request.')).toBeVisible();
      await expect(main(page).getByText(freelancer.account.fullName).first()).toBeVisible();
      await expect(main(page).getByRole('link', { name: `Download ${firstDelivery.name}` })).toBeVisible();
      await main(page).getByRole('link', { name: 'Resubmit For Improvements' }).click();
      await expect(page).toHaveURL(new RegExp(`/reviewChanges\\?jobId=${jobId}$`));
      await expect(main(page).getByRole('heading', { level: 1, name: 'Submission Revision Request' })).toBeVisible();
      await expect(main(page).getByText('This is your only free revision')).toBeVisible();
      await main(page)
        .getByLabel(/Revision details/)
        .fill(revisionText);
      await main(page).getByRole('button', { name: 'Submit Revision' }).click();
      await expect(page).toHaveURL(/\/myJobs$/);
      await expect(jobCard(page, title)).toContainText('In Revision');
    });

    await test.step('the freelancer sees the request with a ticking countdown and delivers again', async () => {
      const page = freelancer.page;
      await openAs(freelancer, '/my-project');
      await expect(jobCard(page, title)).toContainText('In Revision');
      await jobCard(page, title).getByRole('link', { name: 'Complete Revision' }).click();
      await expect(page).toHaveURL(new RegExp(`/viewRevision\\?jobId=${jobId}$`));
      await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
      await expect(main(page).getByText('In Revision').first()).toBeVisible();
      await expect(main(page).getByText(`Revision request from ${client.account.fullName}`)).toBeVisible();
      await expect(main(page).getByText(revisionText)).toBeVisible();
      // Four days to resubmit, counted down live: the point of this wait is to see it tick on its own.
      const countdown = main(page).getByRole('timer');
      await expect(countdown).toHaveAttribute('aria-label', /^Time left: 9[56] hours, \d+ minutes, \d+ seconds$/);
      const first = await countdown.getAttribute('aria-label');
      await expect
        .poll(() => countdown.getAttribute('aria-label'), {
          message: 'the countdown ticks every second',
          timeout: 5_000,
        })
        .not.toBe(first);
      await main(page).getByRole('button', { name: 'Submit Completed Work' }).click();
      await submitWorkIn(page, secondDelivery);
      await expect(page).toHaveURL(/\/my-project$/);
      await expect(jobCard(page, title).getByRole('button', { name: 'Work Under Review' })).toBeDisabled();
    });

    await test.step('the client accepts the work after confirming; the job is completed', async () => {
      const page = client.page;
      await openAs(client, '/myJobs');
      await jobCard(page, title).getByRole('link', { name: 'Take Action' }).click();
      await expect(page).toHaveURL(new RegExp(`/takeAction\\?jobId=${jobId}$`));
      await expect(main(page).getByRole('link', { name: `Download ${secondDelivery.name}` })).toBeVisible();
      // The one free revision is used: the option is gone, and the notice says so.
      await expect(main(page).getByText('You have already used the one free revision for this job.')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Resubmit For Improvements' })).toHaveCount(0);
      await main(page).getByRole('button', { name: 'Accept Work' }).click();
      await page
        .getByRole('dialog', { name: 'Accept this work?' })
        .getByRole('button', { name: 'Accept Work' })
        .click();
      await expect(page).toHaveURL(/\/myJobs$/);
      await expect(jobCard(page, title)).toContainText('Completed');
      await expect(jobCard(page, title).getByRole('link', { name: 'View Details' })).toBeVisible();
    });

    await test.step("the client's dashboard and transactions show the completed hire", async () => {
      const page = client.page;
      await openAs(client, '/client-dashboard');
      await expect(main(page).getByRole('region', { name: 'Completed Project' })).toHaveText(
        /^Completed Project\s*1\s*Work accepted/,
      );
      // Hiring Fred connected the two this month.
      await expect(main(page).getByRole('region', { name: 'Talent Connection' })).toHaveText(
        /^Talent Connection\s*1\s*\+1 this month$/,
      );
      await expect(main(page).getByRole('region', { name: 'Active Jobs' })).toHaveText(/^Active Jobs\s*0\s*/);
      await openAs(client, '/transaction');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Transaction Management' })).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Total Transactions' })).toHaveText(
        /^Total Transactions\s*1$/,
      );
      // Freelane holds no money (issue 36): accepted work's agreed amount is due, paid directly.
      await expect(main(page).getByRole('region', { name: 'Due To Freelancers' })).toContainText(AGREED_TEXT);
      await expect(main(page).getByRole('region', { name: 'Work In Progress' })).toContainText('$0');
      const row = main(page).getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(freelancer.account.fullName);
      await expect(row).toContainText(AGREED_TEXT);
      await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    });

    await test.step("the freelancer's home and earnings count it", async () => {
      const page = freelancer.page;
      await openAs(freelancer, '/freelancersHome');
      await expect(main(page).getByRole('group', { name: 'Total Earned' })).toContainText(AGREED_TEXT);
      await expect(main(page).getByRole('group', { name: 'Completed' })).toHaveText(/^\s*Completed\s*1\s*/);
      await expect(main(page).getByRole('group', { name: 'Pending Review' })).toHaveText(/^\s*Pending Review\s*0\s*/);
      await openAs(freelancer, '/earnings');
      await expect(main(page).getByRole('group', { name: 'Total Earned' })).toContainText(AGREED_TEXT);
      await expect(main(page).getByRole('group', { name: 'This Month' })).toContainText(AGREED_TEXT);
      await expect(main(page).getByRole('group', { name: 'Pending' })).toContainText('$0');
      // The completed job is listed with the amount that was counted (soft: the contract page and the
      // mail below are still checked when this fails).
      const row = main(page).getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(client.account.fullName);
      await expect.soft(row, 'the Earnings row shows the amount Total Earned counts').toContainText(AGREED_TEXT);
    });

    await test.step('both parties see the contract with both deliveries, and download them intact', async () => {
      for (const party of [client, freelancer]) {
        const page = party.page;
        await openAs(party, `/completedJobs?jobId=${jobId}`);
        await expect(main(page).getByRole('heading', { level: 1, name: 'Contract Details' })).toBeVisible();
        await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
        await expect(main(page).getByText('Completed').first()).toBeVisible();
        await main(page).getByRole('tab', { name: 'Deliverables' }).click();
        await expect(main(page).getByText(revisionText)).toBeVisible();
        for (const delivery of [firstDelivery, secondDelivery]) {
          const link = main(page).getByRole('link', { name: `Download ${delivery.name}` });
          await expect(link).toBeVisible();
          const href = await link.getAttribute('href');
          const file = await page.request.get(href as string);
          expect(file.status()).toBe(200);
          expect(readZipEntries(await file.body())).toEqual(readZipEntries(delivery.buffer));
        }
      }
    });

    await test.step('the client was mailed a link to review each delivery', async () => {
      const link = await waitForMailedLink(
        client.account.email,
        new RegExp(`https?://[^\\s"<>]+/takeAction\\?jobId=${jobId}`),
      );
      expect(new URL(link).pathname).toBe('/takeAction');
    });
  } finally {
    await client.context.close();
    await freelancer.context.close();
  }
});

/**
 * Picks `option` in the select labelled `label`. The open list's visible items carry no role (antd
 * keeps its ARIA options in a hidden list), so they are found by their exact text in the open popup.
 */

/**
 * Adds `file` in the Submit Work dialog and sends it. The upload is held at the network until the
 * progress bar has been seen (a tiny file would otherwise finish before anyone could see it).
 */
async function submitWorkIn(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Submit Work' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Click or drag your files here/ }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByRole('list', { name: 'Files to submit' })).toContainText(file.name);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/job/submitWork/**', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await dialog.getByRole('button', { name: 'Submit Work' }).click();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Uploading…/ })).toBeVisible();
  } finally {
    release();
  }
  await expect(page.getByText('Work submitted successfully.')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/api/v1/job/submitWork/**');
  await expect(dialog).toBeHidden();
}
