import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { FakeClock } from '../testing/fake-clock';
import { PNG_1X1 } from '../testing/multipart';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { readInstanceIdentity, StorageOwnership } from './ownership';
import { TrackedStorage } from './tracked-storage';

let ctx: TestContext;
const clock = new FakeClock();
before(async () => {
  ctx = await buildTestApp({ clock, scheduling: 'off' });
});
after(() => ctx.close());

describe('which stored objects a server may delete or overwrite (issue 33)', () => {
  const original = randomUUID();
  const copy = randomUUID();

  it('only those its own instance wrote, those it adopted, and the older keys when it made them', () => {
    const production = new StorageOwnership({ id: original, ownedInstances: [original], legacyKeysOwner: original });
    const restored = new StorageOwnership({ id: copy, ownedInstances: [copy], legacyKeysOwner: original });
    const recovered = new StorageOwnership({ id: copy, ownedInstances: [copy, original], legacyKeysOwner: original });
    const productionKey = production.newKey('photo', randomUUID());
    const copyKey = restored.newKey('photo', randomUUID());
    assert.ok(productionKey.startsWith(`${original}_photo-`));
    assert.equal(restored.writerOf(productionKey), original);
    assert.equal(
      restored.writerOf(`photo-${randomUUID()}`),
      original,
      'a key from before instance ids: the instance that migrated it',
    );

    assert.deepEqual(
      [production.owns(productionKey), production.owns(copyKey), production.owns('photo-old')],
      [true, false, true],
    );
    assert.deepEqual(
      [restored.owns(productionKey), restored.owns(copyKey), restored.owns('photo-old')],
      [false, true, false],
    );
    assert.deepEqual(
      [recovered.owns(productionKey), recovered.owns(copyKey), recovered.owns('photo-old')],
      [true, true, true],
    );
  });

  it('a new database owns what it writes: its instance id is made by its migration', async () => {
    const identity = await readInstanceIdentity(ctx.app.db);
    assert.match(identity.id, /^[0-9a-f-]{36}$/);
    assert.deepEqual(identity.ownedInstances, [identity.id]);
    assert.equal(identity.legacyKeysOwner, identity.id);
    assert.ok(ctx.app.storage.newKey('resume', 'x').startsWith(`${identity.id}_`));
  });

  it("a restored copy sharing the storage removes, sweeps and overwrites nothing of the original's", async () => {
    const identity = await readInstanceIdentity(ctx.app.db);
    const left: string[] = [];
    const restored = new TrackedStorage(
      ctx.storage,
      ctx.app.repos.pendingUploads,
      ctx.app.storage.health,
      new StorageOwnership({ id: copy, ownedInstances: [copy], legacyKeysOwner: identity.id }),
      (key, writer, action) => left.push(`${action} ${key} (${writer})`),
    );
    // The original's objects: a committed file, an upload still without its row when the backup was
    // taken, and a file written before instance ids existed.
    const committed = ctx.app.storage.newKey('photo', randomUUID());
    const inFlight = ctx.app.storage.newKey('work', randomUUID());
    for (const key of [committed, inFlight, 'photo-from-before-ids'])
      await ctx.app.storage.write(key, Readable.from([PNG_1X1]));

    await restored.remove(committed);
    await restored.remove('photo-from-before-ids');
    await assert.rejects(restored.write(inFlight, Readable.from([Buffer.from('replaced')])), /refusing to write/);
    // The copy's own orphan goes; the original's pending upload stays, an hour on or not.
    const own = restored.newKey('photo', randomUUID());
    await restored.write(own, Readable.from([PNG_1X1]));
    clock.advance({ minutes: 61 });
    assert.deepEqual(await restored.sweepOrphans(clock.now()), { removed: 1, dropped: 0 });

    assert.equal(ctx.storage.files.has(own), false);
    for (const key of [committed, inFlight, 'photo-from-before-ids'])
      assert.deepEqual(ctx.storage.files.get(key), PNG_1X1, key);
    assert.deepEqual(
      left.sort(),
      [
        `remove ${committed} (${identity.id})`,
        `remove photo-from-before-ids (${identity.id})`,
        `sweep ${committed} (${identity.id})`,
        `sweep ${inFlight} (${identity.id})`,
        `sweep photo-from-before-ids (${identity.id})`,
      ].sort(),
    );

    // The original itself still removes its own.
    await ctx.app.storage.remove(committed);
    assert.equal(ctx.storage.files.has(committed), false);
  });
});
