// The arithmetic and the printout behind the page figures of `npm run bench` (no browser, no timing).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cumulativeLayoutShift,
  formatWaterfall,
  interactionLatency,
  longTaskTime,
  scriptOwner,
  worstShift,
} from './bench-pages.mjs';

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

describe('interactionLatency', () => {
  it("takes each interaction's longest entry and the worst interaction since the mark, as INP does", () => {
    const events = [
      { id: 1, name: 'pointerdown', start: 100, duration: 24 },
      { id: 1, name: 'click', start: 104, duration: 120 },
      { id: 2, name: 'keydown', start: 900, duration: 40 },
      { id: 3, name: 'click', start: 2000, duration: 56 },
    ];
    assert.equal(interactionLatency(events), 120);
    assert.equal(interactionLatency(events, 500), 56);
  });

  it('reads "at most 16 ms" when Event Timing reported nothing (it reports nothing shorter)', () => {
    assert.equal(interactionLatency([], 0), 16);
    assert.equal(interactionLatency([{ id: 1, name: 'click', start: 10, duration: 200 }], 50), 16);
  });
});

describe('longTaskTime', () => {
  it('sums the long tasks that ran before the moment, cutting the one that straddles it', () => {
    const tasks = [
      [100, 200],
      [900, 1200],
      [3000, 3100],
    ];
    assert.equal(longTaskTime(tasks, 1000), 200);
    assert.equal(longTaskTime(tasks), 500);
  });
});

describe('scriptOwner', () => {
  it("names the area of a remote's file and the shell for everything else", () => {
    assert.equal(scriptOwner('http://127.0.0.1:1/remotes/mf-jobs/20260101-000000-abcdef01/static/js/a.js'), 'mf-jobs');
    assert.equal(scriptOwner('http://127.0.0.1:1/static/js/index.js'), 'shell');
  });
});

describe('formatWaterfall', () => {
  const waterfall = {
    fcp: 400,
    lcp: { time: 900, element: '<h1> "Do great work"', url: '' },
    ready: { time: 1400, source: 'data-app-ready' },
    longTasks: [
      [950, 1100],
      [5000, 5100],
    ],
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

  it('lists each request in start order with FCP, LCP and the takeover by the app between them', () => {
    const lines = formatWaterfall(waterfall, 'Home').split('\n');
    const order = lines.map((line) =>
      line.includes('FCP')
        ? 'FCP'
        : line.includes('LCP')
          ? 'LCP'
          : line.includes('app ready')
            ? 'ready'
            : line.trim().split(/\s+/).at(-1),
    );
    assert.deepEqual(order.slice(3, 9), ['/', '/static/js/index.js', 'FCP', '/static/js/late.js', 'LCP', 'ready']);
    assert.match(
      lines.find((line) => line.includes('LCP')),
      /LCP 900 ms: <h1> "Do great work"/,
    );
  });

  it('marks what is still loading when the app took over and counts only the scripts that finished before it', () => {
    const text = formatWaterfall(waterfall, 'Home');
    assert.match(text, /1500› script/);
    assert.match(text, /3 requests started before the app was ready; 1 scripts finished before it \(40\.0 kB gzip\)/);
    assert.match(text, /Main thread: 1 long tasks, 150 ms, before it \(950–1100\)/);
  });
});
