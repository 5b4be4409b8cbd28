import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coldStart } from './bench-api.mjs';

describe('coldStart', () => {
  it('counts the seconds until every later second kept its p99 within budget', () => {
    assert.equal(coldStart([null, 5540, 900, 30, 70, 20, 15], 50), '5 s (worst second\'s p99 5540 ms)');
    assert.equal(coldStart([12, 20], 50), '0 s (worst second\'s p99 20 ms)');
  });

  it('says so when the warm-up never settled', () => {
    assert.equal(coldStart([400, 300, 90], 50), 'not within the warm-up (worst p99 400 ms)');
  });
});
