import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PROFILE_PHOTO_MAX_BYTES } from '@freelane/shared/contracts';
import sharp from 'sharp';
import { Agent } from '../../testing/agent';
import { buildApplication, buildJob, buildUser, signIn } from '../../testing/factories';
import { JPEG_1X1, JPEG_HEAD, multipart, PNG_1X1, SMALL_PDF, type FilePart } from '../../testing/multipart';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const URL = '/api/v1/user/updateFiles';
const upload = (agent: Agent, ...files: FilePart[]) => {
  const body = multipart(files);
  return agent.request({ method: 'POST', url: URL, payload: body.payload, headers: body.headers });
};
const photo = (data: Buffer, filename = 'me.png', contentType = 'image/png'): FilePart => ({
  name: 'profilePhoto',
  filename,
  contentType,
  data,
});
const resume = (data: Buffer, filename = 'cv.pdf', contentType = 'application/pdf'): FilePart => ({
  name: 'resume',
  filename,
  contentType,
  data,
});

describe('POST /user/updateFiles', () => {
  it('stores a PNG photo served publicly with safe headers, and a new photo replaces it', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const response = await upload(agent, photo(PNG_1X1));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Profile photo updated successfully.');
    const url: string = response.json().user.profile.profilePhoto;
    assert.match(url, /^\/api\/v1\/files\/[0-9a-f-]{36}$/);

    const served = await new Agent(ctx).get(url);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(served.headers['content-disposition'], 'inline');
    assert.deepEqual(served.rawPayload, PNG_1X1);

    const replaced = await upload(agent, photo(JPEG_1X1, 'me.jpg', 'image/jpeg'));
    assert.equal(replaced.statusCode, 200, replaced.body);
    const newUrl: string = replaced.json().user.profile.profilePhoto;
    assert.notEqual(newUrl, url);
    assert.equal((await new Agent(ctx).get(newUrl)).headers['content-type'], 'image/jpeg');
    assert.equal((await new Agent(ctx).get(url)).statusCode, 404, 'the old photo is gone');
  });

  it('stores a camera photo scaled down, upright and without its EXIF; refuses bytes that only start like a JPEG', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const camera = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(agent, photo(camera, 'IMG_0001.jpg', 'image/jpeg'));
    assert.equal(response.statusCode, 200, response.body);
    const served = await new Agent(ctx).get(response.json().user.profile.profilePhoto);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    assert.equal(served.headers['content-length'], String(served.rawPayload.length));
    const stored = await sharp(served.rawPayload).metadata();
    // 3000 × 2000 turned upright (orientation 6) is 2000 × 3000: its longest side scaled to 512.
    assert.deepEqual([stored.width, stored.height, stored.exif, stored.orientation ?? 1], [341, 512, undefined, 1]);

    const fake = await upload(agent, photo(JPEG_HEAD, 'me.jpg', 'image/jpeg'));
    assert.equal(fake.statusCode, 415);
    assert.match(fake.json().message, /could not be read/);
  });

  it('keeps the resume original name; downloads need a session and are attachments', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const name = "Ava's Résumé 2026.pdf";
    const response = await upload(agent, resume(SMALL_PDF, name, 'application/octet-stream'));
    assert.equal(response.statusCode, 200, response.body);
    const { skillProfile } = response.json().user;
    assert.equal(skillProfile.resumeOriginalName, name);
    assert.match(skillProfile.resume, /^\/api\/v1\/files\//);

    assert.equal((await new Agent(ctx).get(skillProfile.resume)).statusCode, 401);
    const served = await agent.get(skillProfile.resume);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'application/pdf');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.equal(served.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(
      served.headers['content-disposition'],
      `attachment; filename="Ava's R_sum_ 2026.pdf"; filename*=UTF-8''Ava%27s%20R%C3%A9sum%C3%A9%202026.pdf`,
    );
    assert.deepEqual(served.rawPayload, SMALL_PDF);
  });

  it('checks the type by content, not by name or declared type', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const before = ctx.storage.files.size;
    const pngAsPdf = await upload(agent, resume(PNG_1X1, 'cv.pdf', 'application/pdf'));
    assert.equal(pngAsPdf.statusCode, 415);
    assert.equal(pngAsPdf.json().message, 'The resume must be a PDF file.');
    const textAsJpg = await upload(agent, photo(Buffer.from('hello, I am text pretending'), 'me.jpg', 'image/jpeg'));
    assert.equal(textAsJpg.statusCode, 415);
    assert.equal(textAsJpg.json().message, 'The profile photo must be a JPG or PNG image.');
    const pdfAsPhoto = await upload(agent, photo(SMALL_PDF, 'me.png'));
    assert.equal(pdfAsPhoto.statusCode, 415);
    const empty = await upload(agent, photo(Buffer.alloc(0)));
    assert.equal(empty.statusCode, 415);
    assert.equal(ctx.storage.files.size, before, 'nothing kept');
    assert.equal((await agent.get('/api/v1/user/profile')).json().user.profile.profilePhoto, null);
  });

  it('refuses an oversize file with 413 and keeps nothing', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const before = ctx.storage.files.size;
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const response = await upload(agent, photo(big));
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'The profile photo must be at most 5 MB.');
    assert.equal(ctx.storage.files.size, before);
    const huge = await upload(agent, resume(Buffer.concat([SMALL_PDF, Buffer.alloc(11 * 1024 * 1024)])));
    assert.equal(huge.statusCode, 413);
    assert.equal(ctx.storage.files.size, before);
  });

  it('serves a resume to its owner, admins and the clients the freelancer applied to or works for; to no one else', async () => {
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const avaAgent = await signIn(ctx, ava);
    const url: string = (await upload(avaAgent, resume(SMALL_PDF))).json().user.skillProfile.resume;
    const statusFor = async (agent: Agent) => (await agent.get(url)).statusCode;

    const appliedTo = await buildUser(ctx, { role: 'client' });
    await buildApplication(ctx, await buildJob(ctx, appliedTo), ava);
    const hiredBy = await buildUser(ctx, { role: 'client' });
    await buildJob(ctx, hiredBy, { status: 'progress', hiredFreelancerId: ava.user.id });
    const stranger = await buildUser(ctx, { role: 'client' });
    const otherFreelancer = await buildUser(ctx, { role: 'freelancer' });
    const admin = await buildUser(ctx, { role: 'admin' });

    assert.equal(await statusFor(avaAgent), 200);
    assert.equal(await statusFor(await signIn(ctx, admin)), 200);
    assert.equal(await statusFor(await signIn(ctx, appliedTo)), 200);
    assert.equal(await statusFor(await signIn(ctx, hiredBy)), 200);
    assert.equal(await statusFor(await signIn(ctx, stranger)), 404);
    assert.equal(await statusFor(await signIn(ctx, otherFreelancer)), 404);
    assert.equal(await statusFor(new Agent(ctx)), 401);
  });

  it('refuses a resume from a client, but takes their photo', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const refused = await upload(agent, resume(SMALL_PDF));
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /Only freelancers/);
    assert.equal((await upload(agent, photo(PNG_1X1))).statusCode, 200);
  });

  it('wants exactly one known file field, as multipart, from a signed-in user', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const before = ctx.storage.files.size;
    const two = await upload(agent, photo(PNG_1X1), resume(SMALL_PDF));
    assert.equal(two.statusCode, 400);
    assert.equal(two.json().message, 'Send exactly one file, as profilePhoto or resume.');
    assert.equal(ctx.storage.files.size, before, 'the first of two is not kept');
    assert.equal((await upload(agent)).statusCode, 400);
    assert.equal((await upload(agent, { ...photo(PNG_1X1), name: 'avatar' })).statusCode, 400);
    assert.equal((await agent.post(URL, { profilePhoto: 'x' })).statusCode, 415);
    assert.equal((await upload(new Agent(ctx), photo(PNG_1X1))).statusCode, 401);
  });

  it('is rate limited', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await upload(agent, photo(PNG_1X1))).statusCode);
    assert.deepEqual([...new Set(statuses.slice(0, 20))], [200]);
    assert.equal(statuses[20], 429);
  });
});

describe('GET /files/{fileId}', () => {
  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    assert.equal((await new Agent(ctx).get('/api/v1/files/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await new Agent(ctx).get('/api/v1/files/..%2F..%2Fetc%2Fpasswd')).statusCode, 400);
  });
});
