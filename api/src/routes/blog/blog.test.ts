import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { blogInput, buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function createBlog(title: string, description: string, daysAgo: number) {
  return ctx.app.repos.blogs.create({
    ...blogInput({ title, description }),
    image: null,
    authorId: null,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
}

describe('public blog', () => {
  it('lists posts newest first and searches title and description case-insensitively', async () => {
    await createBlog('Pricing Your Work', 'Rates and money', 3);
    await createBlog('Remote Collaboration', 'Working with clients across time zones', 2);
    await createBlog('Portfolio basics', 'Show your PRICING page', 1);
    const visitor = new Agent(ctx);

    const all = await visitor.get('/api/v1/blog/getAllBlog');
    assert.equal(all.statusCode, 200);
    const titles = all.json().blog.map((blog: { title: string }) => blog.title);
    assert.deepEqual(titles, ['Portfolio basics', 'Remote Collaboration', 'Pricing Your Work']);

    const search = await visitor.get('/api/v1/blog/getAllBlog?keyword=pRiCiNg');
    assert.deepEqual(
      search.json().blog.map((blog: { title: string }) => blog.title),
      ['Portfolio basics', 'Pricing Your Work'],
    );
    const byDescription = await visitor.get('/api/v1/blog/getAllBlog?keyword=TIME%20ZONES');
    assert.deepEqual(byDescription.json().blog.map((blog: { title: string }) => blog.title), ['Remote Collaboration']);

    const none = await visitor.get('/api/v1/blog/getAllBlog?keyword=%25');
    assert.deepEqual(none.json(), { success: true, blog: [] }, '% is literal text, not a wildcard');
  });

  it('returns one post by id, 404 when missing and 400 for a malformed id', async () => {
    const post = await createBlog('Single', 'One post', 0);
    const visitor = new Agent(ctx);
    const found = await visitor.get(`/api/v1/blog/getBlogById/${post.id}`);
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().blog._id, post.id);
    assert.equal(found.json().blog.content.length, 2);
    assert.deepEqual(Object.keys(found.json().blog).sort(), [
      '_id', 'content', 'createdAt', 'description', 'image', 'title', 'updatedAt',
    ]);

    const missing = await visitor.get('/api/v1/blog/getBlogById/00000000-0000-4000-8000-000000000000');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().success, false);

    const malformed = await visitor.get('/api/v1/blog/getBlogById/not-an-id');
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().message, 'Invalid id.');
  });
});

describe('blog administration', () => {
  it('is refused to visitors (401), freelancers and clients (403)', async () => {
    const post = await createBlog('Protected', 'Admins only', 0);
    const visitor = new Agent(ctx);
    const freelancer = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));

    for (const [agent, status] of [[visitor, 401], [freelancer, 403], [client, 403]] as const) {
      assert.equal((await agent.post('/api/v1/blog/createBlog', blogInput())).statusCode, status);
      assert.equal((await agent.put(`/api/v1/blog/updateBlog/${post.id}`, blogInput({ title: 'Hacked' }))).statusCode, status);
      assert.equal((await agent.delete(`/api/v1/blog/deleteBlog/${post.id}`)).statusCode, status);
    }
    const unchanged = await ctx.app.repos.blogs.findById(post.id);
    assert.equal(unchanged?.title, 'Protected');
  });

  it('lets an admin create, update and delete posts', async () => {
    const admin = await signIn(ctx, await buildUser(ctx, { role: 'admin' }));
    const created = await admin.post('/api/v1/blog/createBlog', blogInput({ title: 'Admin post', image: '/images/a.png' }));
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().blog._id;
    assert.equal(created.json().blog.image, '/images/a.png');

    const updated = await admin.put(`/api/v1/blog/updateBlog/${id}`, blogInput({ title: 'Edited post' }));
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().blog.title, 'Edited post');
    assert.equal(updated.json().blog.image, null);

    const invalid = await admin.post('/api/v1/blog/createBlog', blogInput({ content: [] }));
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().message, 'Add at least one section.');

    const deleted = await admin.delete(`/api/v1/blog/deleteBlog/${id}`);
    assert.equal(deleted.statusCode, 200);
    assert.equal((await admin.get(`/api/v1/blog/getBlogById/${id}`)).statusCode, 404);
    assert.equal((await admin.delete(`/api/v1/blog/deleteBlog/${id}`)).statusCode, 404);
  });
});
