import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ReadCache } from './read-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

const MB = 1024 * 1024;
const none = { references: [] };

describe('ReadCache', () => {
  it('keeps a value for its lifetime, then loads it again', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxBytes: MB, jitter: 0, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    assert.equal(await cache.get('k', load, none), 1);
    now = 999;
    assert.equal(await cache.get('k', load, none), 1);
    now = 1000;
    assert.equal(await cache.get('k', load, none), 2);
  });

  it('keeps nothing while paused (a load from before included) and starts empty when resumed', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    let loads = 0;
    const load = async () => ++loads;
    assert.equal(await cache.get('k', load, none), 1);
    const gate = deferred<string>();
    const before = cache.get('slow', () => gate.promise, none); // under way when the link is lost
    cache.pause();
    gate.resolve('late');
    assert.equal(await before, 'late');
    assert.equal(await cache.get('k', load, none), 2, 'the entry from before went');
    assert.equal(await cache.get('k', load, none), 3, 'nothing is kept meanwhile');
    assert.equal(cache.stats().entries, 0);
    cache.resume();
    assert.equal(await cache.get('k', load, none), 4);
    assert.equal(await cache.get('k', load, none), 4, 'cached again');
  });

  it('serves nothing while suspended, keeps what it held but for what was invalidated meanwhile, and serves it again when resumed', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    let loads = 0;
    const load = async () => ++loads;
    const tagged = (tag: string) => ({ references: [tag] });
    assert.equal(await cache.get('kept', load, tagged('job:1')), 1);
    assert.equal(await cache.get('changed', load, tagged('job:2')), 2);
    cache.suspend();
    assert.equal(await cache.get('kept', load, tagged('job:1')), 3, 'read from the database while suspended');
    assert.equal(await cache.get('kept', load, tagged('job:1')), 4, 'and not kept meanwhile');
    // A write heard while suspended (late, but heard) still drops what it changed.
    cache.invalidate(['job:2']);
    assert.equal(cache.stats().entries, 1);
    cache.resume({ keep: true });
    assert.equal(await cache.get('kept', load, tagged('job:1')), 1, 'what it held before is served again');
    assert.equal(await cache.get('changed', load, tagged('job:2')), 5, 'what a write changed meanwhile is read again');
    // Without `keep` (it may have missed a write), it starts empty.
    cache.suspend();
    cache.resume();
    assert.equal(await cache.get('kept', load, tagged('job:1')), 6);
  });

  it('lets readers who miss at the same time share one load', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxBytes: MB });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const both = Promise.all([cache.get('k', load, none), cache.get('k', load, none)]);
    gate.resolve('v');
    assert.deepEqual(await both, ['v', 'v']);
    assert.equal(loads, 1);
  });

  it('drops the entries whose needle a containment change holds, and keeps the others', async () => {
    const rule = { reference: 'text:', change: 'posted:' };
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB, containment: [rule] });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('react', load, { references: ['text:react'] });
    await cache.get('react page 2', load, { references: ['text:react'] });
    await cache.get('logo', load, { references: ['text:logo'] });
    await cache.get('plain', load, { references: ['whole'] });
    assert.equal(cache.invalidate(['posted:a react developer for a shop']), 2);
    assert.equal(await cache.get('logo', load, { references: ['text:logo'] }), 3, 'kept');
    assert.equal(await cache.get('plain', load, { references: ['whole'] }), 4, 'kept');
    assert.equal(await cache.get('react', load, { references: ['text:react'] }), 5, 'read again');
    assert.equal(cache.invalidate(['posted:logo design']), 1);
    assert.equal(cache.invalidate(['posted:logo design']), 0, 'gone with its last entry');
  });

  it('does not keep a load that a containment change holding its needle overtook', async () => {
    const cache = new ReadCache({
      ttlMs: 60_000,
      maxBytes: MB,
      containment: [{ reference: 'text:', change: 'posted:' }],
    });
    const matching = deferred<string>();
    const other = deferred<string>();
    const first = cache.get('react', () => matching.promise, { references: ['text:react'] });
    const second = cache.get('logo', () => other.promise, { references: ['text:logo'] });
    cache.invalidate(['posted:react native app']);
    matching.resolve('old react');
    other.resolve('logo');
    assert.equal(await first, 'old react', 'handed to the reader who came before the write');
    assert.equal(await second, 'logo');
    assert.equal(await cache.get('react', async () => 'new react', { references: ['text:react'] }), 'new react');
    assert.equal(await cache.get('logo', async () => 'read again', { references: ['text:logo'] }), 'logo', 'kept');
  });

  it('drops exactly the entries that reference an invalidated tag', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    await cache.get('job 1', async () => 'job 1 v1', { references: ['job:1'] });
    await cache.get('job 2', async () => 'job 2 v1', { references: ['job:2'] });
    await cache.get('page', async () => ['job 1', 'job 2'], {
      references: ['open-jobs'],
      referencesOf: () => ['user:ann'],
    });
    assert.equal(cache.invalidate(['job:1']), 1);
    assert.equal(await cache.get('job 1', async () => 'job 1 v2', { references: ['job:1'] }), 'job 1 v2');
    assert.equal(await cache.get('job 2', async () => 'reloaded', { references: ['job:2'] }), 'job 2 v1');
    assert.deepEqual(await cache.get('page', async () => ['reloaded'], none), ['job 1', 'job 2']);
    assert.equal(cache.invalidate(['user:ann']), 1, 'a tag named by the loaded value drops the entry too');
    assert.deepEqual(await cache.get('page', async () => ['reloaded'], none), ['reloaded']);
    assert.equal(cache.invalidate(['job:unknown']), 0);
    assert.equal(cache.stats().drops, 2);
  });

  it('never stores a value whose load was running when one of its tags was invalidated', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    const stale = deferred<string>();
    const first = cache.get('job', () => stale.promise, { references: [], referencesOf: () => ['job:1'] });
    cache.invalidate(['job:1']); // the write committed while the read was at the database
    const fresh = cache.get('job', async () => 'after the write', { references: ['job:1'] });
    stale.resolve('before the write');
    assert.equal(await first, 'before the write', 'its own caller still gets what it read');
    assert.equal(await fresh, 'after the write', 'a reader after the write does not join the older load');
    assert.equal(await cache.get('job', async () => 'reloaded', { references: ['job:1'] }), 'after the write');
  });

  it('lets a reader who came after a write share a running load unless the write touched it', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    let loads = 0;
    const gate = deferred<string>();
    const load = () => {
      loads += 1;
      return loads === 1 ? gate.promise : Promise.resolve('second read');
    };
    const first = cache.get('page', load, { references: ['open-jobs'] });
    cache.invalidate(['job:elsewhere']);
    const joined = cache.get('page', load, { references: ['open-jobs'] });
    gate.resolve('first read');
    assert.deepEqual(await Promise.all([first, joined]), ['first read', 'first read']);
    assert.equal(loads, 1, 'an unrelated write does not send the second reader to the database');
  });

  it('keeps a value whose load overlapped only an invalidation of other tags', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    const gate = deferred<string>();
    const loading = cache.get('job 2', () => gate.promise, { references: ['job:2'] });
    cache.invalidate(['job:1']);
    gate.resolve('job 2');
    assert.equal(await loading, 'job 2');
    assert.equal(await cache.get('job 2', async () => 'reloaded', { references: ['job:2'] }), 'job 2');
  });

  it('stays within its memory bound, dropping the least recently used entries first', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 300, sizeOf: () => 100 });
    await cache.get('a', async () => 'a', none);
    await cache.get('b', async () => 'b', none);
    await cache.get('c', async () => 'c', none);
    await cache.get('a', async () => 'not used', none); // a is now the most recently used
    await cache.get('d', async () => 'd', none);
    assert.equal(cache.stats().bytes, 300);
    assert.equal(cache.stats().entries, 3);
    assert.equal(cache.stats().evictions, 1);
    assert.equal(await cache.get('a', async () => 'reloaded', none), 'a');
    assert.equal(await cache.get('b', async () => 'reloaded', none), 'reloaded', 'b was the least recently used');
  });

  it('counts a value at the bytes its read says it takes, where its JSON would not tell (a typed array)', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 10_000 });
    await cache.get('list', async () => new Uint8Array(5_000), { references: [], bytes: (list) => list.byteLength });
    assert.equal(cache.stats().bytes, 5_000 + 'list'.length + 64);
    await cache.get('too big', async () => new Uint8Array(20_000), {
      references: [],
      bytes: (list) => list.byteLength,
    });
    assert.equal(cache.stats().entries, 1, 'past the bound by its bytes: not kept');
  });

  it('never keeps a value larger than the whole bound, and counts hits and misses', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: 1000 });
    await cache.get('huge', async () => 'x'.repeat(2000), none);
    assert.equal(cache.stats().entries, 0);
    await cache.get('small', async () => 'x', none);
    await cache.get('small', async () => 'y', none);
    assert.deepEqual(
      { hits: cache.stats().hits, misses: cache.stats().misses, entries: cache.stats().entries },
      { hits: 1, misses: 2, entries: 1 },
    );
    assert.ok(cache.stats().bytes > 0 && cache.stats().bytes <= 1000);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxBytes: MB });
    await assert.rejects(cache.get('k', async () => Promise.reject(new Error('down')), none));
    assert.equal(await cache.get('k', async () => 'up', none), 'up');
  });

  it('clears everything at once, and never stores what was loading then', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxBytes: MB });
    await cache.get('a', async () => 'a', { references: ['job:1'] });
    const gate = deferred<string>();
    const loading = cache.get('b', () => gate.promise, none);
    cache.clear();
    gate.resolve('b');
    await loading;
    assert.equal(cache.stats().entries, 0);
    assert.equal(cache.stats().bytes, 0);
  });

  it('keeps a value no longer than it says, and not at all for 0', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxBytes: MB, jitter: 0, now: () => now });
    const session = (endsAt: number) => async () => ({ endsAt });
    const options = { references: [], ttlMs: (value: { endsAt: number }) => value.endsAt - now };
    assert.deepEqual(await cache.get('s', session(300), options), { endsAt: 300 });
    now = 299;
    assert.deepEqual(await cache.get('s', session(5000), options), { endsAt: 300 });
    now = 300;
    assert.deepEqual(await cache.get('s', session(5000), options), { endsAt: 5000 }, 'reloaded when the session ended');
    let loads = 0;
    const missing = async () => (++loads, null);
    const notKept = { references: [], ttlMs: (value: null) => (value ? 1000 : 0) };
    await cache.get('unknown', missing, notKept);
    await cache.get('unknown', missing, notKept);
    assert.equal(loads, 2, 'a miss that is not kept');
  });
  it('shows what a key holds and the time it has left, without counting a hit, while it is current', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxBytes: MB, jitter: 0, now: () => now });
    assert.equal(cache.peek('k'), undefined, 'nothing kept yet');
    const value = { id: 1 };
    await cache.get('k', async () => value, { references: ['job:1'] });
    now = 400;
    const kept = cache.peek('k');
    assert.equal(kept?.value, value, 'the very object kept');
    assert.equal(kept?.ttlMs, 600);
    assert.equal(cache.stats().hits, 0, 'a look is not a read');
    cache.suspend();
    assert.equal(cache.peek('k'), undefined, 'nothing kept is trusted while suspended');
    cache.resume({ keep: true });
    assert.equal(cache.peek('k')?.value, value);
    cache.invalidate(['job:1']);
    assert.equal(cache.peek('k'), undefined, 'a write to what it was read from drops it');
    await cache.get('k', async () => value, none);
    now = 1400;
    assert.equal(cache.peek('k'), undefined, 'expired');
  });
});
