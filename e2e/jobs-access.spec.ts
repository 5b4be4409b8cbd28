// Who may see what in the jobs area: a freelancer cannot open the admin overview, another client
// cannot read a client's applicants (page and API), and a freelancer on a client page is stopped
// by the shell. Each refusal is checked against a positive control, so the test can fail.
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import {
  applyViaApi,
  existingParty,
  jobInput,
  newParty,
  openAs,
  postJobViaApi,
  proposalInput,
  uniqueJobTitle,
  type Party,
} from './support/jobs';

test.describe.configure({ timeout: 120_000 });

const NO_ACCESS = "You don't have access to this page";

test('a freelancer cannot open the admin overview, on the page or through the API', async ({ browser }) => {
  const ben = await existingParty(browser, DEMO.ben);
  const admin = await existingParty(browser, DEMO.admin);
  try {
    await openAs(ben, '/adminPanel');
    await expect(ben.page.getByText(NO_ACCESS)).toBeVisible();
    await expect(ben.page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/freelancersHome',
    );
    await expect(ben.page.getByText('Recent Jobs')).toHaveCount(0);

    const refused = await ben.page.request.get('/api/v1/job/adminOverview');
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain('recentJobs');

    // Control: the same page and call answer the admin.
    const allowed = await admin.page.request.get('/api/v1/job/adminOverview');
    expect(allowed.status(), await allowed.text()).toBe(200);
    await openAs(admin, '/adminPanel');
    await expect(admin.page.getByRole('main').getByRole('heading', { name: 'Recent Jobs' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(admin.page.getByText(NO_ACCESS)).toHaveCount(0);
  } finally {
    await ben.context.close();
    await admin.context.close();
  }
});

test.describe("a client's applicants", () => {
  let owner: Party;
  let otherClient: Party;
  let freelancer: Party;
  let jobId: string;
  let jobTitle: string;
  // A phrase only this run's proposal holds: if it shows up anywhere, proposal data leaked.
  const marker = `Marker ${Date.now().toString(36)}: I have shipped a dozen booking sites.`;

  test.beforeAll(async ({ browser }) => {
    owner = await newParty(browser, 'client', 'owner', 'Olive Owner');
    otherClient = await existingParty(browser, DEMO.client);
    freelancer = await existingParty(browser, DEMO.ava);
    jobTitle = uniqueJobTitle('Private applicants job');
    ({ _id: jobId } = await postJobViaApi(owner.page, jobInput(jobTitle)));
    const proposal = proposalInput();
    await applyViaApi(freelancer.page, jobId, { ...proposal, coverLetter: `${marker} ${proposal.coverLetter}` });
  });

  test.afterAll(async () => {
    await Promise.all([owner?.context.close(), otherClient?.context.close(), freelancer?.context.close()]);
  });

  const applicantsPath = () => `/viewApplicants?jobId=${jobId}`;

  async function expectNoProposalData(page: Page): Promise<void> {
    await expect(page.getByText(marker)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(DEMO.ava.fullName)).toHaveCount(0);
  }

  test('the owner sees the proposal (control)', async () => {
    await openAs(owner, applicantsPath());
    await expect(owner.page.getByRole('main').getByText(DEMO.ava.fullName).first()).toBeVisible({ timeout: 20_000 });
    await expect(owner.page.getByText(marker).first()).toBeVisible();
  });

  test('another client gets a refusal and no proposal data, on the page and from the API', async () => {
    const response = await otherClient.page.request.get(`/api/v1/job/viewJobProposal?jobId=${jobId}`);
    expect(response.status()).toBe(403);
    const body = await response.text();
    expect(body).not.toContain(marker);
    expect(body).not.toContain(DEMO.ava.fullName);
    const { message } = JSON.parse(body) as { message: string };

    await openAs(otherClient, applicantsPath());
    // The page says why (the server's refusal), and shows nothing of the proposal.
    await expect(otherClient.page.getByText(message)).toBeVisible({ timeout: 20_000 });
    await expectNoProposalData(otherClient.page);
  });

  test('a freelancer opening the applicants page is stopped by the shell', async () => {
    await openAs(freelancer, applicantsPath());
    await expect(freelancer.page.getByText(NO_ACCESS)).toBeVisible();
    await expect(freelancer.page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/freelancersHome',
    );
    await expectNoProposalData(freelancer.page);

    const response = await freelancer.page.request.get(`/api/v1/job/viewJobProposal?jobId=${jobId}`);
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain(marker);
  });
});
