// A visitor reads the public site: home, the blog list and its search, a post.
import { expect, test } from '@playwright/test';
import { fetchBlogs, narrowingKeyword } from './support/blog';

test('home shows the hero, Coming Soon and the three offerings', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coming Soon' }).last()).toHaveAttribute('href', '/coming-soon');
  for (const offering of ['No Commission', 'Community Engagement', 'Interactive Learning']) {
    await expect(page.getByRole('heading', { name: offering })).toBeVisible();
  }
  await expect(page.getByText(/Join Us/).first()).toBeVisible();
});

test('the blog lists every seeded post and searches only when the button is pressed', async ({ page }) => {
  const all = await fetchBlogs(page.request);
  expect(all.length, 'the demo data seeds at least 6 posts').toBeGreaterThanOrEqual(6);

  await page.goto('/blog');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(all.length);
  for (const post of all) await expect(page.getByRole('article', { name: post.title })).toBeVisible();

  const { keyword, hits } = await narrowingKeyword(page.request, all);
  const searchBox = page.getByRole('textbox', { name: 'Search blog posts' });
  await expect(searchBox).toHaveValue('');
  await searchBox.fill(keyword);
  // Typing alone changes nothing: the list still shows every post.
  await page.waitForTimeout(800);
  await expect(cards).toHaveCount(all.length);

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards).toHaveCount(hits.length);
  for (const post of hits) await expect(page.getByRole('article', { name: post.title })).toBeVisible();

  await searchBox.fill('zzqx-nothing-matches-this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No Blog To Show')).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test('Read More opens the post with its date, author and every section', async ({ page }) => {
  const [post] = await fetchBlogs(page.request);
  await page.goto('/blog');
  await page
    .getByRole('article', { name: post.title })
    .getByRole('link', { name: /Read More/ })
    .click();

  await expect(page).toHaveURL(new RegExp(`/blogInside/${post._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  for (const section of post.content) {
    await expect(page.getByRole('heading', { name: section.subheading })).toBeVisible();
  }
});

test('the search text is empty again when the blog is opened anew from the menu', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('textbox', { name: 'Search blog posts' }).fill('freelance');
  const topBar = page.getByRole('banner');
  await topBar.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await topBar.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Search blog posts' })).toHaveValue('');
});
