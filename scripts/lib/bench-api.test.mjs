import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiBenchSettings,
  budgetsFor,
  cacheText,
  coldStart,
  coldStartText,
  machineText,
  medianRange,
  p99Change,
  rangeText,
  statusText,
} from './bench-api.mjs';

describe('coldStart', () => {
  it('counts the seconds until every later second kept its p99 within budget', () => {
    assert.deepEqual(coldStart([null, 5540, 900, 30, 70, 20, 15], 50), { seconds: 5, worst: 5540 });
    assert.deepEqual(coldStart([12, 20], 50), { seconds: 0, worst: 20 });
  });

  it('says so when the warm-up never settled', () => {
    assert.deepEqual(coldStart([400, 300, 90], 50), { seconds: null, worst: 400 });
  });
});

describe('coldStartText', () => {
  it('gives the median seconds and worst p99 over the runs', () => {
    const runs = [{ seconds: 5, worst: 5540 }, { seconds: 3, worst: 900 }, { seconds: 7, worst: 1200 }];
    assert.equal(coldStartText(runs), "5 s (3–7) (worst second's p99 1200 ms (900–5540))");
  });

  it('tells how many runs never settled', () => {
    assert.equal(
      coldStartText([{ seconds: 4, worst: 800 }, { seconds: null, worst: 2000 }]),
      "4 s (worst second's p99 1400 ms (800–2000)); not within the warm-up in 1 of 2 runs",
    );
    assert.equal(coldStartText([{ seconds: null, worst: 400 }]), "not within the warm-up (worst second's p99 400 ms)");
  });
});

describe('medianRange', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    assert.deepEqual(medianRange([15, 10.1, 12.3]), { median: 12.3, min: 10.1, max: 15, count: 3 });
    assert.deepEqual(medianRange([4, 1, 3, 2]), { median: 2.5, min: 1, max: 4, count: 4 });
  });

  it('leaves out runs without the figure, and is null without any', () => {
    assert.deepEqual(medianRange([null, 7, undefined]), { median: 7, min: 7, max: 7, count: 1 });
    assert.equal(medianRange([null, null]), null);
    assert.equal(medianRange([]), null);
  });
});

describe('rangeText', () => {
  it('prints the median with the range of the runs', () => {
    assert.equal(rangeText(medianRange([10.1, 12.3, 15])), '12.3 (10.1–15.0)');
    assert.equal(rangeText(medianRange([10.1, 12.3, 15]), { unit: 'ms' }), '12.3 ms (10.1–15.0)');
    assert.equal(rangeText(medianRange([990, 1000, 998]), { format: Math.round, unit: 'req/s' }), '998 req/s (990–1000)');
  });

  it('prints the figure alone after one run, and n/a without one', () => {
    assert.equal(rangeText(medianRange([44.56]), { unit: 'ms' }), '44.6 ms');
    assert.equal(rangeText(null, { unit: 'ms' }), 'n/a');
  });
});

describe('p99Change', () => {
  it('compares a p99 with the reads-only one, either way', () => {
    assert.deepEqual(p99Change(46.5, 44.6).text, '+4.3 % (46.5 vs 44.6 ms)');
    assert.ok(Math.abs(p99Change(46.5, 44.6).ratio - (46.5 / 44.6 - 1)) < 1e-12);
    assert.equal(p99Change(40, 50).text, '−20.0 % (40.0 vs 50.0 ms)');
    assert.equal(p99Change(40, undefined), null);
  });
});

describe('statusText', () => {
  it('adds the statuses of the runs up, in order', () => {
    assert.equal(statusText([{ 429: 3, 400: 100 }, { 400: 80 }]), '400 ×180, 429 ×3');
    assert.equal(statusText([{}, {}]), 'none');
  });
});

describe('cacheText', () => {
  it('gives the median hit ratio, drops and bytes of the runs', () => {
    const runs = [0.95, 0.91, 0.93].map((hitRatio, n) => ({ cache: { hitRatio, drops: 10 + n, bytes: (1 + n) * 1024 * 1024 } }));
    assert.deepEqual(cacheText(runs), { text: '93.0 % (91.0–95.0); drops 11 (10–12); 2.0 MB (1.0–3.0) held at the end', ratio: 0.93 });
  });

  it('says why there is no figure when the server has no /metrics', () => {
    assert.deepEqual(cacheText([{ cache: null, cacheMissing: 'no /metrics' }]), { text: 'n/a (no /metrics)', ratio: null });
  });
});

describe('budgetsFor', () => {
  it('holds the budgets of ARCHITECTURE §9 and issue 25', () => {
    assert.deepEqual(budgetsFor({ database: 'pglite', jobs: 10_000, scenario: 'reads' }), { readP99: 50 });
    assert.deepEqual(budgetsFor({ database: 'pglite', jobs: 100_000, scenario: 'reads' }), { readP99: 80 });
    assert.deepEqual(budgetsFor({ database: 'pglite', jobs: 10_000, scenario: 'accepted' }), {
      readP99: 100,
      writeP99: 200,
      hitRatioAim: 0.9,
    });
    assert.deepEqual(budgetsFor({ database: 'postgres', jobs: 10_000, scenario: 'accepted' }), {
      readP99: 50,
      aim: 25,
      hitRatioAim: 0.9,
    });
    assert.equal(budgetsFor({ database: 'postgres', jobs: 100_000, scenario: 'accepted' }).readP99, 80);
    assert.equal(budgetsFor({ database: 'pglite', jobs: 100_000, scenario: 'accepted' }).readP99, undefined);
    assert.deepEqual(budgetsFor({ database: 'postgres', jobs: 100_000, scenario: 'refused' }), { relativeToReads: 0.1 });
  });
});

describe('apiBenchSettings', () => {
  it('defaults to 20 accepted and 20 refused writes a second, three runs each, both sizes', () => {
    const settings = apiBenchSettings({});
    assert.deepEqual(settings.sizes, [10_000, 100_000]);
    assert.equal(settings.writes, 20);
    assert.equal(settings.refused, 20);
    assert.equal(settings.repeats, 3);
    assert.deepEqual(settings.scenarios, ['reads', 'accepted', 'refused']);
    assert.equal(settings.throwawayPostgres, false);
  });

  it('leaves out a scenario whose writes are set to none, and refuses an unknown one', () => {
    assert.deepEqual(apiBenchSettings({ BENCH_API_REFUSED: '0' }).scenarios, ['reads', 'accepted']);
    assert.deepEqual(apiBenchSettings({ BENCH_API_SCENARIOS: 'accepted' }).scenarios, ['accepted']);
    assert.throws(() => apiBenchSettings({ BENCH_API_SCENARIOS: 'reads,bursts' }), /unknown bursts/);
  });

  it('starts a throwaway PostgreSQL only when asked and DATABASE_URL is unset', () => {
    assert.equal(apiBenchSettings({ BENCH_API_POSTGRES: 'throwaway' }).throwawayPostgres, true);
    assert.equal(apiBenchSettings({ BENCH_API_POSTGRES: 'throwaway', DATABASE_URL: 'postgres://x/y' }).throwawayPostgres, false);
  });
});

describe('machineText', () => {
  it('names the cores, the CPU and Node', () => {
    assert.equal(machineText([{ model: 'AMD EPYC ' }, { model: 'AMD EPYC ' }], 'v20.20.2'), '2 × AMD EPYC, Node v20.20.2');
  });
});
