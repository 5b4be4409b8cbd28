import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ASSUMED_ARRAY_LENGTH, anyList } from './prepared';

describe('anyList', () => {
  it('fills a short list up to the length PostgreSQL assumes, with its first element', () => {
    const list = anyList(['a', 'b']);
    assert.equal(list.length, ASSUMED_ARRAY_LENGTH);
    assert.deepEqual(list.slice(0, 2), ['a', 'b']);
    assert.deepEqual(new Set(list), new Set(['a', 'b']));
  });

  it('leaves an empty list and a long one as they are', () => {
    assert.deepEqual(anyList([]), []);
    const long = Array.from({ length: 12 }, (_, index) => `id-${index}`);
    assert.deepEqual(anyList(long), long);
  });
});
