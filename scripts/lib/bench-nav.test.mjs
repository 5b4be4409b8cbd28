import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  formatNavigationTable,
  medianNavigation,
  navigationFigures,
  navigationOverBudget,
  navigationReady,
  startPageFor,
} from './bench-nav.mjs';

describe("the bench's in-app navigation figures", () => {
  it('starts from the role’s own first page, or the about page when that is the target', () => {
    assert.equal(startPageFor({ url: '/post-jobs', account: 'clara' }), '/client-dashboard');
    assert.equal(startPageFor({ url: '/client-dashboard', account: 'clara' }), '/about');
    assert.equal(startPageFor({ url: '/blog', account: null }), '/');
    assert.equal(startPageFor({ url: '/', account: null }), '/about');
    assert.equal(startPageFor({ url: '/myProposals', account: 'ava' }), '/freelancersHome');
  });

  it('is ready at its heading when its data came first, else when <main> first changed after the last answer', () => {
    assert.equal(navigationReady({ headingAt: 1400, dataEnds: [1200, 1300], mutations: [1400] }), 1400);
    assert.equal(navigationReady({ headingAt: 1400, dataEnds: [], mutations: [] }), 1400);
    // The list's answer arrived after the heading: ready when the list was rendered.
    assert.equal(navigationReady({ headingAt: 1400, dataEnds: [1300, 1900], mutations: [1450, 1960, 2100] }), 1960);
    // An answer nothing in <main> showed (the header's): its own end, not a later unrelated change.
    assert.equal(navigationReady({ headingAt: 1400, dataEnds: [1900], mutations: [3500] }), 1900);
  });

  it('times from the click, counts the shifts after the first 500 ms, and reports a redirect as such', () => {
    const figures = navigationFigures({
      start: 1000,
      headingAt: 1600,
      data: [[1500, 1800]],
      mutations: [1850],
      shifts: [
        [1200, 0.3, 'forgiven'],
        [1900, 0.04, 'a'],
        [2000, 0.03, 'b'],
      ],
      method: 'link',
      arrivedAt: '/post-jobs',
      target: '/post-jobs',
    });
    assert.equal(figures.ms, 850);
    assert.equal(figures.headingMs, 600);
    assert.ok(Math.abs(figures.cls - 0.07) < 1e-9);
    assert.deepEqual(navigationOverBudget(figures), ['CLS']);
    assert.deepEqual(navigationOverBudget({ ...figures, ms: 1200, cls: 0.01 }), ['time']);
    const redirect = navigationFigures({
      start: 0,
      headingAt: 10,
      method: 'history',
      arrivedAt: '/coming-soon',
      target: '/community',
    });
    assert.deepEqual(redirect, { redirectedTo: '/coming-soon', method: 'history' });
    assert.deepEqual(navigationOverBudget(redirect), []);
  });

  it('measures a page that sends the person on until it leaves, not the next page’s requests', () => {
    // Google's callback page: its heading, its profile answer at 1,300, then /login (left at 1,320)
    // with its own background request (1,400 → 2,600) and render.
    const recorded = {
      start: 1000,
      headingAt: 1200,
      data: [
        [1210, 1300],
        [1400, 2600],
      ],
      mutations: [1310, 2650],
      shifts: [],
      method: 'history',
      arrivedAt: '/google-success',
      target: '/google-success',
    };
    assert.equal(navigationFigures({ ...recorded, leftAt: 1320 }).ms, 310);
    assert.equal(navigationFigures(recorded).ms, 1650, 'a page that stays counts every answer it started');
  });

  it('takes the median of a visit’s runs, and lets a failed or redirected run stand for the visit', () => {
    const run = (ms, cls, worstShift) => ({ ms, headingMs: ms - 100, cls, worstShift, method: 'link' });
    const figures = medianNavigation([run(900, 0.01, 'a'), run(1400, 0.2, 'b'), run(700, 0, 'c')]);
    assert.deepEqual(figures, {
      ms: 900,
      headingMs: 800,
      cls: 0.01,
      worstShift: 'a',
      method: 'link',
      runsMs: [900, 1400, 700],
    });
    assert.deepEqual(navigationOverBudget(figures), []);
    assert.deepEqual(medianNavigation([run(500, 0), { error: 'no new heading' }, run(600, 0)]), {
      error: 'no new heading',
    });
    assert.deepEqual(medianNavigation([{ redirectedTo: '/login', method: 'link' }, run(500, 0)]), {
      redirectedTo: '/login',
      method: 'link',
    });
    const text = formatNavigationTable([{ url: '/blog', account: null, from: '/', figures }]);
    assert.match(text.split('\n')[3], /900 ms \(900, 1400, 700\)/);
  });

  it('lists the visits over budget first, each with where it started and how it navigated', () => {
    const text = formatNavigationTable([
      { url: '/blog', account: null, from: '/', figures: { ms: 400, headingMs: 400, cls: 0, method: 'link' } },
      {
        url: '/post-jobs',
        account: 'clara',
        from: '/client-dashboard',
        figures: { ms: 1500, headingMs: 900, cls: 0.2, method: 'history', worstShift: '0.200 at 3 ms: div' },
      },
      { url: '/x', account: 'ava', from: '/freelancersHome', figures: { error: 'no new heading' } },
    ]);
    const lines = text.split('\n');
    assert.match(lines[0], /1 of 3 within/);
    assert.match(lines[3], /\/post-jobs \[clara\].*\/client-dashboard.*history.*1500 ms.*time, CLS \(worst 0\.200/);
    assert.match(lines[4], /\/x \[ava\].*failed.*not measured: no new heading/);
    assert.match(lines[5], /\/blog \[visitor\].*link.*400 ms.*within/);
  });
});
