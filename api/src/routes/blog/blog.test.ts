import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BLOG_IMAGE_MAX_BYTES } from '@freelane/shared/contracts';
import sharp from 'sharp';
import { Agent } from '../../testing/agent';
import { blogInput, buildUser, signIn } from '../../testing/factories';
import { JPEG_1X1, multipart, PNG_1X1, SMALL_PDF, type FilePart } from '../../testing/multipart';
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
    assert.deepEqual(
      byDescription.json().blog.map((blog: { title: string }) => blog.title),
      ['Remote Collaboration'],
    );

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
      '_id',
      'content',
      'createdAt',
      'description',
      'image',
      'title',
      'updatedAt',
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

    for (const [agent, status] of [
      [visitor, 401],
      [freelancer, 403],
      [client, 403],
    ] as const) {
      assert.equal((await agent.post('/api/v1/blog/createBlog', blogInput())).statusCode, status);
      assert.equal(
        (await agent.put(`/api/v1/blog/updateBlog/${post.id}`, blogInput({ title: 'Hacked' }))).statusCode,
        status,
      );
      assert.equal((await agent.delete(`/api/v1/blog/deleteBlog/${post.id}`)).statusCode, status);
    }
    const unchanged = await ctx.app.repos.blogs.findById(post.id);
    assert.equal(unchanged?.title, 'Protected');
  });

  it('lets an admin create, update and delete posts', async () => {
    const admin = await signIn(ctx, await buildUser(ctx, { role: 'admin' }));
    const created = await admin.post(
      '/api/v1/blog/createBlog',
      blogInput({ title: 'Admin post', image: '/images/a.png' }),
    );
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

describe('POST /blog/uploadImage', () => {
  const URL = '/api/v1/blog/uploadImage';
  const sendFiles = (agent: Agent, url: string, files: FilePart[]) => {
    const body = multipart(files);
    return agent.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
  };
  const upload = (agent: Agent, ...files: FilePart[]) => sendFiles(agent, URL, files);
  const image = (data: Buffer, filename = 'cover.png', contentType = 'image/png', name = 'image'): FilePart => ({
    name,
    filename,
    contentType,
    data,
  });
  const admin = async () => signIn(ctx, await buildUser(ctx, { role: 'admin' }));
  const publicGet = (url: string) => new Agent(ctx).get(url);

  it('is refused to visitors (401), clients and freelancers (403), and keeps nothing', async () => {
    const before = ctx.storage.files.size;
    const visitor = new Agent(ctx);
    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const freelancer = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    for (const [agent, status] of [
      [visitor, 401],
      [client, 403],
      [freelancer, 403],
    ] as const) {
      assert.equal((await upload(agent, image(PNG_1X1))).statusCode, status);
    }
    assert.equal(ctx.storage.files.size, before);
  });

  it('stores a PNG or JPG for an admin and serves it publicly with safe headers', async () => {
    const agent = await admin();
    const response = await upload(agent, image(PNG_1X1));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, 'Image uploaded.');
    const url: string = response.json().url;
    assert.match(url, /^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const served = await publicGet(url);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.deepEqual(served.rawPayload, PNG_1X1);

    const jpeg = await upload(agent, image(JPEG_1X1, 'cover.jpg', 'image/jpeg'));
    assert.equal(jpeg.statusCode, 201, jpeg.body);
    assert.equal((await publicGet(jpeg.json().url)).headers['content-type'], 'image/jpeg');

    // The URL is what a post's image takes.
    const post = await agent.post('/api/v1/blog/createBlog', blogInput({ image: url }));
    assert.equal(post.statusCode, 201, post.body);
    assert.equal(post.json().blog.image, url);
  });

  it('stores a large cover scaled to 1,280 px across, as every reader’s phone would otherwise download it whole', async () => {
    const agent = await admin();
    const cover = await sharp({ create: { width: 4000, height: 2250, channels: 3, background: '#e84' } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const response = await upload(agent, image(cover, 'cover.jpg', 'image/jpeg'));
    assert.equal(response.statusCode, 201, response.body);
    const stored = await sharp((await publicGet(response.json().url)).rawPayload).metadata();
    assert.deepEqual([stored.format, stored.width, stored.height], ['jpeg', 1280, 720]);
  });

  it('types the image by its content and limits its size; a refused upload keeps nothing', async () => {
    const agent = await admin();
    const before = ctx.storage.files.size;
    const pdf = await upload(agent, image(SMALL_PDF, 'cover.png', 'image/png'));
    assert.equal(pdf.statusCode, 415);
    assert.equal(pdf.json().message, 'The image must be a JPG or PNG file.');
    const big = await upload(agent, image(Buffer.concat([PNG_1X1, Buffer.alloc(BLOG_IMAGE_MAX_BYTES)])));
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'The image must be at most 5 MB.');
    assert.equal(ctx.storage.files.size, before);
  });

  it('wants exactly one file in the image field, as multipart', async () => {
    const agent = await admin();
    const before = ctx.storage.files.size;
    const two = await upload(agent, image(PNG_1X1), image(JPEG_1X1, 'b.jpg', 'image/jpeg'));
    assert.equal(two.statusCode, 400);
    assert.equal(two.json().message, 'Send exactly one image, in the "image" field.');
    const wrongField = await upload(agent, image(PNG_1X1, 'a.png', 'image/png', 'photo'));
    assert.equal(wrongField.statusCode, 400);
    assert.equal((await upload(agent)).statusCode, 400);
    const json = await agent.post(URL, { image: 'data' });
    assert.equal(json.statusCode, 415);
    assert.equal(ctx.storage.files.size, before, 'the first of two is not kept');
  });

  it('deletes an uploaded image once no post shows it (replaced or deleted), and never an outside one', async () => {
    const agent = await admin();
    const first: string = (await upload(agent, image(PNG_1X1))).json().url;
    const second: string = (await upload(agent, image(JPEG_1X1, 'b.jpg', 'image/jpeg'))).json().url;
    const a = (await agent.post('/api/v1/blog/createBlog', blogInput({ image: first }))).json().blog._id;
    const b = (await agent.post('/api/v1/blog/createBlog', blogInput({ image: first }))).json().blog._id;

    // Replaced on one post, still shown by the other: kept.
    assert.equal((await agent.put(`/api/v1/blog/updateBlog/${a}`, blogInput({ image: second }))).statusCode, 200);
    assert.equal((await publicGet(first)).statusCode, 200);
    // Its last post deleted: gone.
    assert.equal((await agent.delete(`/api/v1/blog/deleteBlog/${b}`)).statusCode, 200);
    assert.equal((await publicGet(first)).statusCode, 404);
    // Protocol-relative or backslash addresses would load from another host: refused.
    for (const outside of ['//evil.example.test/a.png', '/\\evil.example.test/a.png', 'https:///a.png']) {
      const refused = await agent.put(`/api/v1/blog/updateBlog/${a}`, blogInput({ image: outside }));
      assert.equal(refused.statusCode, 400, outside);
      assert.equal(refused.json().message, 'Image must be an https URL or a site path.');
    }
    // Replaced by an outside address: the upload goes; the address is only text.
    assert.equal(
      (await agent.put(`/api/v1/blog/updateBlog/${a}`, blogInput({ image: 'https://cdn.example.test/a.png' })))
        .statusCode,
      200,
    );
    assert.equal((await publicGet(second)).statusCode, 404);

    // A profile photo's URL used as a post image is never deleted with the post.
    const photo = await sendFiles(agent, '/api/v1/user/updateFiles', [
      image(PNG_1X1, 'me.png', 'image/png', 'profilePhoto'),
    ]);
    const photoUrl: string = photo.json().user.profile.profilePhoto;
    const c = (await agent.post('/api/v1/blog/createBlog', blogInput({ image: photoUrl }))).json().blog._id;
    assert.equal((await agent.delete(`/api/v1/blog/deleteBlog/${c}`)).statusCode, 200);
    assert.equal((await publicGet(photoUrl)).statusCode, 200);
  });
});
