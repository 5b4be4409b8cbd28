// Find Talent as the demo client: real freelancers with real figures, search, a category chip,
// and Connect opening the messages.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn } from './support/session';

test.use({ viewport: { width: 1440, height: 900 } });

interface Freelancer {
  _id: string;
  fullName: string;
  projectCompleted: number;
  memberSince: string;
  profile: { professionalTitle: string | null };
}

async function fetchFreelancers(
  request: APIRequestContext,
  search = '',
): Promise<{ users: Freelancer[]; total: number }> {
  const response = await request.get(`/api/v1/user/suggestedFreelancers?search=${encodeURIComponent(search)}&limit=50`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { users: Freelancer[]; pagination: { total: number } };
  return { users: body.users, total: body.pagination.total };
}

const card = (page: Page, fullName: string) =>
  page.getByRole('main').getByRole('article', { name: fullName, exact: true });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /found/ });
const found = (total: number) => `${total} ${total === 1 ? 'freelancer' : 'freelancers'} found`;

test('the demo client finds, filters and connects with freelancers', async ({ page }) => {
  await openSignedIn(page, DEMO.client, '/find-talent');
  const everyone = await fetchFreelancers(page.request);
  await expect(resultCount(page)).toHaveText(found(everyone.total));

  // Each demo freelancer's card shows their title and the server's figures.
  for (const name of [DEMO.ava.fullName, DEMO.ben.fullName]) {
    const data = everyone.users.find((user) => user.fullName === name);
    expect(data, `${name} is in the server's list`).toBeTruthy();
    const { projectCompleted, memberSince, profile } = data as Freelancer;
    const shown = card(page, name);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(profile.professionalTitle as string);
    const projects = `${projectCompleted} ${projectCompleted === 1 ? 'project' : 'projects'} completed`;
    await expect(shown).toContainText(`${projects} · Member since ${new Date(memberSince).getUTCFullYear()}`);
  }
  await expect(card(page, DEMO.ava.fullName).getByRole('listitem')).toContainText([
    'React',
    'Node.js',
    'TypeScript',
    'PostgreSQL',
  ]);

  // Searching a skill narrows the list (case-insensitively) to who has it.
  const hero = page.getByRole('main').getByRole('search');
  await hero.getByRole('textbox', { name: 'Search freelancers' }).fill('  figma ');
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/find-talent\?search=figma$/);
  const figma = await fetchFreelancers(page.request, 'figma');
  expect(figma.total).toBeLessThan(everyone.total);
  await expect(resultCount(page)).toHaveText(`${found(figma.total)} for “figma”`);
  await expect(card(page, DEMO.ben.fullName)).toBeVisible();
  await expect(card(page, DEMO.ava.fullName)).toHaveCount(0);

  // A category chip sets the search.
  const chip = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'web developer' });
  await chip.click();
  await expect(page).toHaveURL(/\/find-talent\?search=web\+developer$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(hero.getByRole('textbox', { name: 'Search freelancers' })).toHaveValue('web developer');
  await expect(card(page, DEMO.ava.fullName)).toBeVisible();
  await expect(card(page, DEMO.ben.fullName)).toHaveCount(0);

  // Connect adds Ava to the client's contacts and opens the conversation with her.
  await card(page, DEMO.ava.fullName)
    .getByRole('button', { name: `Connect with ${DEMO.ava.fullName}` })
    .click();
  await expect(page.getByText(/Ava Patel is (now|already) in your contacts\./)).toBeVisible();
  await expect(page).toHaveURL(/\/message\?userId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: `Conversation with ${DEMO.ava.fullName}` })).toBeVisible();
  const contacts = await page.request.get('/api/v1/user/contacts');
  expect(contacts.status()).toBe(200);
  const { contacts: list } = (await contacts.json()) as { contacts: { fullName: string }[] };
  expect(list.map((contact) => contact.fullName)).toContain(DEMO.ava.fullName);
});

test('a search in the address fills the hero box', async ({ page }) => {
  await page.goto('/find-talent?search=Brand');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Search freelancers' })).toHaveValue('Brand');
  await expect(card(page, DEMO.ben.fullName)).toBeVisible();
  await expect(card(page, DEMO.ava.fullName)).toHaveCount(0);
});
