// Saved searches and job alerts (issue 37): a freelancer saves a search on Find Jobs, a client posts
// a matching job, and the alert reaches the freelancer's open page (the bell, without a reload) and
// the notification centre's Job alerts filter. One journey, two parties, three page loads.
import { expect, test } from '@playwright/test';
import { existingParty, expectBellAbove, jobInput, newParty, openLive, postJobViaApi, uniqueJobTitle } from './support/jobs';
import { DEMO } from './support/accounts';

test('a freelancer saves a search on Find Jobs; a matching job posted by a client alerts them in the notification centre', async ({ browser }) => {
  const freelancer = await newParty(browser, 'freelancer', 'alerts', 'Alex Alerts');
  const client = await existingParty(browser, DEMO.client);
  // A word no other run's job has, so only this job matches the search.
  const word = uniqueJobTitle('Narwhal').replace(' ', '');
  const { page } = freelancer;

  await openLive(freelancer, `/find-jobs?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Narwhal jobs');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved.')).toBeVisible();
  const before = await openLive(freelancer, '/notification?filter=JobAlert');

  const title = `Illustrate a ${word} for our aquarium`;
  await postJobViaApi(client.page, jobInput(title, { category: 'Design & Creative', skills: ['Illustration'] }));

  // Matched off the post's path and pushed to the open page: the bell rises without a reload.
  await expectBellAbove(page, before, 'the job alert reaches the open page');
  await page.reload();
  const alert = page.getByRole('article').filter({ hasText: title });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Job alerts')).toBeVisible();
  await expect(alert.getByText(`New job for your saved search "Narwhal jobs": ${title}`)).toBeVisible();

  await freelancer.context.close();
  await client.context.close();
});
