import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReadCache, userScope } from './read-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('ReadCache', () => {
  it('keeps a value for its lifetime, then loads it again', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, jitter: 0, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    assert.equal(await cache.get('k', load), 1);
    now = 999;
    assert.equal(await cache.get('k', load), 1);
    now = 1000;
    assert.equal(await cache.get('k', load), 2);
  });

  it('lets readers who miss at the same time share one load', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve('v');
    assert.deepEqual(await both, ['v', 'v']);
    assert.equal(loads, 1);
  });

  it('never stores a value loaded before a write cleared it', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    const stale = deferred<string>();
    const first = cache.get('k', () => stale.promise);
    cache.clear();
    const fresh = cache.get('k', async () => 'after the write');
    stale.resolve('before the write');
    assert.equal(await first, 'before the write');
    assert.equal(await fresh, 'after the write');
    assert.equal(await cache.get('k', async () => 'reloaded'), 'after the write');
  });

  it('does not keep a failed load, and drops the oldest entry when full', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 2 });
    await assert.rejects(cache.get('k', async () => Promise.reject(new Error('down'))));
    assert.equal(await cache.get('k', async () => 'up'), 'up');
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    assert.equal(await cache.get('k', async () => 'reloaded'), 'reloaded');
    assert.equal(await cache.get('b', async () => 'not used'), 'b');
  });

  it('drops one scope alone, and never stores what that scope loaded before it was dropped', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
    const ann = { scope: userScope('ann') };
    await cache.get('bell', async () => 'ann: 1 unread', ann);
    await cache.get('bell', async () => 'bob: 0 unread', { scope: userScope('bob') });
    await cache.get('jobs', async () => 'open jobs');
    const stale = deferred<string>();
    const racing = cache.get('centre', () => stale.promise, ann);
    cache.clearScope(userScope('ann'));
    stale.resolve('before the new notification');
    assert.equal(await racing, 'before the new notification');
    assert.equal(await cache.get('centre', async () => 'after', ann), 'after');
    assert.equal(await cache.get('bell', async () => 'ann: 2 unread', ann), 'ann: 2 unread');
    assert.equal(await cache.get('bell', async () => 'reloaded', { scope: userScope('bob') }), 'bob: 0 unread');
    assert.equal(await cache.get('jobs', async () => 'reloaded'), 'open jobs');
    cache.clear();
    assert.equal(await cache.get('bell', async () => 'bob: reloaded', { scope: userScope('bob') }), 'bob: reloaded');
  });

  it('keeps a value no longer than it says, and not at all for 0', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, jitter: 0, now: () => now });
    const session = (endsAt: number) => async () => ({ endsAt });
    const ttlMs = (value: { endsAt: number }) => value.endsAt - now;
    assert.deepEqual(await cache.get('s', session(300), { ttlMs }), { endsAt: 300 });
    now = 299;
    assert.deepEqual(await cache.get('s', session(5000), { ttlMs }), { endsAt: 300 });
    now = 300;
    assert.deepEqual(await cache.get('s', session(5000), { ttlMs }), { endsAt: 5000 }, 'reloaded when the session ended');
    let loads = 0;
    const none = async () => (++loads, null);
    await cache.get('unknown', none, { ttlMs: (value) => (value ? 1000 : 0) });
    await cache.get('unknown', none, { ttlMs: (value) => (value ? 1000 : 0) });
    assert.equal(loads, 2, 'a miss that is not kept');
  });
});
