import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { Agent } from '../testing/agent';
import { buildUser, signIn } from '../testing/factories';
import { JPEG_HEAD, multipart, PNG_1X1 } from '../testing/multipart';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { fileUrl } from './store-upload';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

/** What an upload before stop 54 left: the bytes as sent under a key, a row never re-encoded. */
async function storedAsSent(kind: 'profilePhoto' | 'blogImage' | 'resume', bytes: Buffer, contentType: string) {
  const owner = await buildUser(ctx, { role: kind === 'blogImage' ? 'admin' : 'freelancer' });
  const id = randomUUID();
  const storageKey = ctx.app.storage.newKey('old', id);
  await ctx.app.storage.write(storageKey, Readable.from([bytes]));
  await ctx.app.repos.storedFiles.create({
    id,
    ownerId: owner.user.id,
    kind,
    contentType,
    originalName: 'as-sent',
    size: bytes.length,
    storageKey,
    reencodedAt: null,
  });
  return { id, storageKey, owner };
}

const cameraPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Make: 'PhoneMaker' } })
    .toBuffer();

describe('reencodeStoredImages: images stored as sent before uploads were re-encoded', () => {
  it('gives them their shown shape under the same URL, removes the old bytes, and does each once', async () => {
    const photo = await storedAsSent('profilePhoto', await cameraPhoto(), 'image/jpeg');
    const cover = await storedAsSent(
      'blogImage',
      await sharp({ create: { width: 4000, height: 2250, channels: 3, background: '#e84' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const resume = await storedAsSent('resume', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');

    assert.equal(await ctx.app.scheduler.reencodeStoredImages(), 2);

    const servedPhoto = await new Agent(ctx).get(fileUrl(photo.id));
    assert.equal(servedPhoto.statusCode, 200);
    assert.equal(servedPhoto.headers['content-type'], 'image/jpeg');
    assert.equal(servedPhoto.headers['content-length'], String(servedPhoto.rawPayload.length));
    const photoShape = await sharp(servedPhoto.rawPayload).metadata();
    assert.deepEqual([photoShape.width, photoShape.height, photoShape.exif], [512, 341, undefined]);

    const servedCover = await new Agent(ctx).get(fileUrl(cover.id));
    // An opaque PNG is stored as a JPEG, as a new upload would be.
    assert.equal(servedCover.headers['content-type'], 'image/jpeg');
    const coverShape = await sharp(servedCover.rawPayload).metadata();
    assert.deepEqual([coverShape.width, coverShape.height], [1280, 720]);

    assert.equal(ctx.storage.files.has(photo.storageKey), false, 'the old bytes are removed');
    assert.equal(ctx.storage.files.has(cover.storageKey), false);
    assert.ok(ctx.storage.files.has(resume.storageKey), 'a resume is never touched');
    assert.equal((await ctx.app.repos.storedFiles.findById(resume.id))?.reencodedAt, null);

    assert.equal(await ctx.app.scheduler.reencodeStoredImages(), 0, 'each image once');
    assert.deepEqual(await ctx.app.repos.storedFiles.imagesAsSent(10), []);
  });

  it('keeps the bytes of an image already fit or not readable as one, and marks both done', async () => {
    const small = await storedAsSent('profilePhoto', PNG_1X1, 'image/png');
    const broken = await storedAsSent('profilePhoto', JPEG_HEAD, 'image/jpeg');
    assert.equal(await ctx.app.scheduler.reencodeStoredImages(), 0);
    assert.deepEqual(ctx.storage.files.get(small.storageKey), PNG_1X1);
    assert.deepEqual(ctx.storage.files.get(broken.storageKey), JPEG_HEAD);
    assert.deepEqual(await ctx.app.repos.storedFiles.imagesAsSent(10), [], 'not tried again every minute');
  });

  it('leaves a photo its owner replaced meanwhile alone, and what it wrote for it removed', async () => {
    const photo = await storedAsSent('profilePhoto', await cameraPhoto(), 'image/jpeg');
    const before = new Set(ctx.storage.files.keys());
    // The owner's new upload lands between the re-encoding's write and its row update.
    const write = ctx.app.storage.write.bind(ctx.app.storage);
    ctx.app.storage.write = async (key, source, signal) => {
      await write(key, source, signal);
      await ctx.app.repos.storedFiles.delete(photo.id);
    };
    try {
      assert.equal(await ctx.app.scheduler.reencodeStoredImages(), 0);
    } finally {
      ctx.app.storage.write = write;
    }
    assert.deepEqual(new Set(ctx.storage.files.keys()), before, 'the re-encoded bytes are not kept');
  });

  it('never picks up a new upload: it is stored in its shape already', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const body = multipart([
      { name: 'profilePhoto', filename: 'me.jpg', contentType: 'image/jpeg', data: await cameraPhoto() },
    ]);
    const response = await agent.request({ method: 'POST', url: '/api/v1/user/updateFiles', ...body });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await ctx.app.repos.storedFiles.imagesAsSent(10), []);
    assert.equal(await ctx.app.scheduler.reencodeStoredImages(), 0);
  });
});
