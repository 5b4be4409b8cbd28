import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../testing/agent';
import { buildUser, signIn } from '../testing/factories';
import { FakeClock } from '../testing/fake-clock';
import { multipart, PNG_1X1 } from '../testing/multipart';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
const clock = new FakeClock();
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const pendingKeys = async () =>
  (await ctx.app.repos.pendingUploads.olderThan(new Date(Date.now() + 24 * 3600_000), 100)).map((entry) => entry.key);

describe('uploads cut off from their row by a crash', () => {
  it('are removed by the sweep an hour later, while committed uploads stay', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const body = multipart([{ name: 'profilePhoto', filename: 'me.png', contentType: 'image/png', data: PNG_1X1 }]);
    const response = await agent.request({ method: 'POST', url: '/api/v1/user/updateFiles', ...body });
    assert.equal(response.statusCode, 200, response.body);
    const photoUrl: string = response.json().user.profile.profilePhoto;
    const [committed] = [...ctx.storage.files.keys()];

    // What a process killed after the bytes and before the row leaves: bytes no row points at.
    await ctx.app.storage.write('photo-orphaned-by-a-crash', Readable.from([PNG_1X1]));
    assert.deepEqual((await pendingKeys()).sort(), [committed, 'photo-orphaned-by-a-crash'].sort());

    clock.advance({ minutes: 30 });
    assert.deepEqual(await ctx.app.storage.sweepOrphans(clock.now()), { removed: 0, dropped: 0 }, 'maybe still uploading');
    assert.ok(ctx.storage.files.has('photo-orphaned-by-a-crash'));

    clock.advance({ minutes: 60 });
    assert.deepEqual(await ctx.app.storage.sweepOrphans(clock.now()), { removed: 1, dropped: 0 });
    assert.deepEqual([...ctx.storage.files.keys()], [committed]);
    assert.deepEqual(await pendingKeys(), [], 'every recorded key is settled');
    assert.equal((await new Agent(ctx).get(photoUrl)).statusCode, 200, 'the committed photo is served');
  });

  it('a removal that failed is retried by the sweep', async () => {
    await ctx.app.storage.write('photo-unwanted', Readable.from([PNG_1X1]));
    await ctx.app.repos.pendingUploads.forget('photo-unwanted', new Date(Date.now() + 24 * 3600_000));
    const working = ctx.storage.remove.bind(ctx.storage);
    ctx.storage.remove = async () => {
      throw new Error('the bucket does not answer');
    };
    await assert.rejects(ctx.app.storage.remove('photo-unwanted'), /does not answer/);
    ctx.storage.remove = working;
    assert.ok(ctx.storage.files.has('photo-unwanted'));

    clock.advance({ minutes: 61 });
    assert.deepEqual(await ctx.app.storage.sweepOrphans(clock.now()), { removed: 1, dropped: 0 });
    assert.equal(ctx.storage.files.has('photo-unwanted'), false);
  });
});
