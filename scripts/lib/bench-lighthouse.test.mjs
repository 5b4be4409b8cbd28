import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lighthouseSummary, readLighthouseResult } from './bench-lighthouse.mjs';

describe("the bench's Lighthouse figure", () => {
  it('reads the performance score out of 100 and the metrics behind it', () => {
    const run = readLighthouseResult({
      categories: { performance: { score: 0.874 } },
      audits: { 'largest-contentful-paint': { numericValue: 2310.5 }, 'total-blocking-time': { numericValue: 120 } },
    });
    assert.equal(run.score, 87);
    assert.equal(run.error, null);
    assert.equal(run.lcp, 2310.5);
    assert.equal(run.tbt, 120);
    assert.equal(run.cls, null);
  });

  it('a run Lighthouse could not score is reported with its reason, never as a score of 0', () => {
    const run = readLighthouseResult({
      categories: { performance: { score: null } },
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      audits: {},
    });
    assert.equal(run.score, null);
    assert.equal(run.error, 'The page did not paint any content.');
    const summary = lighthouseSummary([{ score: 92 }, run, { score: 88 }]);
    assert.equal(summary.median, 90);
    assert.deepEqual(summary.scores, [92, null, 88]);
    assert.deepEqual(summary.errors, ['The page did not paint any content.']);
  });

  it('the median of three runs is the middle one; no scored run gives no median', () => {
    assert.equal(lighthouseSummary([{ score: 95 }, { score: 71 }, { score: 90 }]).median, 90);
    assert.equal(lighthouseSummary([{ score: null, error: 'x' }]).median, null);
  });
});
