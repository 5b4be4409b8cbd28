// The arithmetic and the printout behind the page figures of `npm run bench` (no browser, no timing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cumulativeLayoutShift, formatWaterfall, worstShift } from './bench-pages.mjs';

describe('cumulativeLayoutShift', () => {
  it('counts the worst session window, as web-vitals does, not the sum of every shift', () => {
    // Two windows (a gap of more than 1 s between them): 0.1 + 0.05, then 0.2.
    assert.equal(
      cumulativeLayoutShift([
        [100, 0.1],
        [600, 0.05],
        [3000, 0.2],
      ]),
      0.2,
    );
    assert.equal(
      cumulativeLayoutShift([
        [100, 0.1],
        [600, 0.05],
        [3000, 0.02],
      ]).toFixed(2),
      '0.15',
    );
  });

  it('closes a window after 5 s even when the shifts keep coming', () => {
    const shifts = Array.from({ length: 12 }, (_, index) => [index * 900, 0.01]);
    assert.equal(cumulativeLayoutShift(shifts).toFixed(2), '0.06');
  });

  it('ignores shifts before `since` (a page reached by a click)', () => {
    assert.equal(
      cumulativeLayoutShift(
        [
          [100, 0.7],
          [2500, 0.01],
        ],
        2000,
      ),
      0.01,
    );
    assert.equal(cumulativeLayoutShift([]), 0);
  });
});

describe('worstShift', () => {
  it('names the largest shift and what moved, so an over-budget CLS says where to look', () => {
    const shifts = [
      [980, 0.038, 'footer.fl-footer y 280→236'],
      [1181, 0.713, 'footer.fl-footer y 236→0 (out of view)'],
    ];
    assert.equal(worstShift(shifts), '0.713 at 1181 ms: footer.fl-footer y 236→0 (out of view)');
    assert.equal(worstShift(shifts, 2000), null);
  });
});

describe('formatWaterfall', () => {
  const waterfall = {
    fcp: 400,
    lcp: { time: 900, element: '<h1> "Do great work"', url: '' },
    requests: [
      { url: 'http://127.0.0.1:1/', start: 0, end: 120, type: 'document', gzip: 900, transfer: 1200 },
      {
        url: 'http://127.0.0.1:1/static/js/index.js',
        start: 200,
        end: 700,
        type: 'script',
        gzip: 40_960,
        transfer: 41_000,
      },
      {
        url: 'http://127.0.0.1:1/static/js/late.js',
        start: 800,
        end: 1500,
        type: 'script',
        gzip: 10_240,
        transfer: 10_300,
      },
    ],
  };

  it('lists each request in start order with the FCP and LCP moments between them', () => {
    const lines = formatWaterfall(waterfall, 'Home').split('\n');
    const order = lines.map((line) =>
      line.includes('FCP') ? 'FCP' : line.includes('LCP') ? 'LCP' : line.trim().split(/\s+/).at(-1),
    );
    assert.deepEqual(order.slice(3, 8), ['/', '/static/js/index.js', 'FCP', '/static/js/late.js', 'LCP']);
    assert.match(
      lines.find((line) => line.includes('LCP')),
      /LCP 900 ms: <h1> "Do great work"/,
    );
  });

  it('marks what is still loading at the LCP and counts only the scripts that finished before it', () => {
    const text = formatWaterfall(waterfall, 'Home');
    assert.match(text, /1500› script/);
    assert.match(text, /3 requests started before the LCP; 1 scripts finished before it \(40\.0 kB gzip\)/);
  });

  it('sums what the page still fetched after its LCP until the app had rendered over it', () => {
    const text = formatWaterfall(
      {
        ...waterfall,
        ready: { time: 3000, source: 'data-app-ready' },
        untilReady: [{ url: 'http://127.0.0.1:1/static/js/app.js', start: 1000, end: 2500, gzip: 204_800 }],
      },
      'Home',
    );
    assert.match(
      text,
      /until the app had rendered \(data-app-ready\) at 3000 ms: 1 more requests, 1 of them scripts \(200\.0 kB gzip\)/,
    );
  });
});
