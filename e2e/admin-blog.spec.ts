// Blog management on the admin overview, in a real browser: the admin uploads a cover picture
// (multipart through the same content check as photos), publishes, readers see the picture on the
// public blog, and deleting the post removes the stored picture too.
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { fetchBlogs } from './support/blog';
import { PNG_BYTES } from './support/files';
import { existingParty, openAs } from './support/jobs';

test('an admin publishes a post with an uploaded cover; readers see it; deleting the post removes the picture', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await existingParty(browser, DEMO.admin);
  const reader = await browser.newContext();
  const title = `A post with a cover ${Date.now().toString(36)}`;
  try {
    const page = admin.page;
    await openAs(admin, '/adminPanel?tab=blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Pictures help readers find their way.');

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(page.getByText('Image uploaded.')).toBeVisible({ timeout: 20_000 });
    const imageUrl = await dialog.getByLabel('Image URL').inputValue();
    expect(imageUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', imageUrl);

    await dialog.getByLabel('Subheading 1').fill('Why a cover');
    await dialog.getByLabel('Text 1').fill('A picture tells readers at a glance what the post is about.');
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await expect(page.getByText('Blog post created.')).toBeVisible({ timeout: 20_000 });
    const [post] = await fetchBlogs(page.request, title);
    expect(post?.title).toBe(title);

    // A visitor reads it with the uploaded picture, really loaded (not the fallback illustration).
    const visitor = await reader.newPage();
    await visitor.goto(`/blogInside/${post._id}`);
    const cover = visitor.getByRole('img', { name: `Cover image for “${title}”` });
    await expect(cover).toHaveAttribute('src', imageUrl, { timeout: 20_000 });
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    // Deleting the post (after confirming) deletes the stored picture with it.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Delete “${title}”?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Blog post deleted.')).toBeVisible({ timeout: 20_000 });
    expect((await visitor.request.get(imageUrl)).status()).toBe(404);
  } finally {
    await admin.context.close();
    await reader.close();
  }
});
