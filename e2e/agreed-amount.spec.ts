// Issue 36: one job, one figure. The demo's pottery job was posted at $450 and hired on Ava's bid of
// $420; the café job (in dispute) at $320 on a bid of $300. Every screen that shows their money
// shows the agreed amount, never the budget, on a phone and on a desktop.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

const POTTERY = 'Newsletter sign-up page for our pottery studio';

/** "$420" or "$420.00", as the reader's formatter writes it; never the budget. */
const amount = (value: number) => new RegExp(`\\$${value}(\\.00)?(?!\\d)`);

interface ListedJob {
  _id: string;
  title: string;
  salary: number;
  status: string;
  agreedAmount: { amount: number; basis: string };
}

async function claraJobs(page: Page): Promise<ListedJob[]> {
  const response = await page.request.get('/api/v1/job/adminJobs?limit=50');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { jobs: ListedJob[] }).jobs;
}

const main = (page: Page) => page.getByRole('main');

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a job hired on a bid below its budget shows the agreed amount on every screen', async ({ browser }) => {
      const client = await browser.newPage({ viewport });
      await openSignedIn(client, DEMO.client, '/myJobs');
      const jobs = await claraJobs(client);
      const pottery = jobs.find((job) => job.title === POTTERY)!;
      expect(pottery.salary, 'the posted budget').toBe(450);
      expect(pottery.agreedAmount).toEqual({ amount: 420, basis: 'bid' });
      const agreed = amount(420);

      // My Jobs
      const card = main(client).getByRole('article', { name: POTTERY });
      await expect(card).toContainText(agreed);
      await expect(card).not.toContainText(amount(450));
      // Take Action and Contract Details
      await client.goto(`/takeAction?jobId=${pottery._id}`);
      await expect(main(client).getByText(agreed).first()).toBeVisible();
      await client.goto(`/completedJobs?jobId=${pottery._id}`);
      await expect(main(client).getByRole('row').filter({ hasText: 'Agreed amount' })).toContainText(agreed);
      // Transactions
      await client.goto('/transaction');
      const row = main(client).getByRole('row').filter({ hasText: POTTERY });
      await expect(row).toContainText(agreed);
      await expect(row).not.toContainText(amount(450));

      // The café job in dispute: the dispute summary and Transactions agree with My Jobs.
      const cafe = jobs.find((job) => job.status === 'disputes' && job.agreedAmount.amount !== job.salary);
      if (cafe) {
        const cafeAgreed = amount(cafe.agreedAmount.amount);
        await expect(main(client).getByRole('row').filter({ hasText: cafe.title })).toContainText(cafeAgreed);
        await client.goto(`/dispute?jobId=${cafe._id}`);
        await expect(main(client).getByText(cafeAgreed).first()).toBeVisible();
      }
      await client.close();

      // Ava: My Project and the contract.
      const freelancer = await browser.newPage({ viewport });
      await openSignedIn(freelancer, DEMO.ava, '/my-project');
      await expect(main(freelancer).getByRole('article', { name: POTTERY })).toContainText(agreed);
      await freelancer.goto(`/completedJobs?jobId=${pottery._id}`);
      await expect(main(freelancer).getByRole('row').filter({ hasText: 'Agreed amount' })).toContainText(agreed);
      await freelancer.close();
    });
  });
}
