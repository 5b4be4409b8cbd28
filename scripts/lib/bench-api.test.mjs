import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiBenchSettings,
  apiRows,
  budgetsFor,
  cacheText,
  coldStart,
  coldStartText,
  cpuPerRequestText,
  isLoopback,
  machineText,
  medianRange,
  msRange,
  p99Change,
  rangeText,
  statusText,
} from './bench-api.mjs';
import { SLOWEST_NAMED, cpuPerRequestOf, noteSlowest, sumOfWindows } from './bench-api-load.mjs';

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
    const runs = [
      { seconds: 5, worst: 5540 },
      { seconds: 3, worst: 900 },
      { seconds: 7, worst: 1200 },
    ];
    assert.equal(coldStartText(runs), "5 s (3–7) (worst second's p99 1200 ms (900–5540))");
  });

  it('tells how many runs never settled', () => {
    assert.equal(
      coldStartText([
        { seconds: 4, worst: 800 },
        { seconds: null, worst: 2000 },
      ]),
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
    assert.equal(
      rangeText(medianRange([990, 1000, 998]), { format: Math.round, unit: 'req/s' }),
      '998 req/s (990–1000)',
    );
  });

  it('prints the figure alone after one run, and n/a without one', () => {
    assert.equal(rangeText(medianRange([44.56]), { unit: 'ms' }), '44.6 ms');
    assert.equal(rangeText(null, { unit: 'ms' }), 'n/a');
  });
});

describe('msRange', () => {
  it('says how many runs had an answer when some had none', () => {
    assert.equal(msRange([5945.1, null, null]), '5945.1 ms [1 of 3 runs]');
    assert.equal(msRange([10, 12, 11]), '11.0 ms (10.0–12.0)');
    assert.equal(msRange([null, null]), 'n/a');
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
    const runs = [0.95, 0.91, 0.93].map((hitRatio, n) => ({
      cache: { hitRatio, drops: 10 + n, bytes: (1 + n) * 1024 * 1024 },
    }));
    assert.deepEqual(cacheText(runs), {
      text: '93.0 % (91.0–95.0); drops 11 (10–12); 2.0 MB (1.0–3.0) held at the end',
      ratio: 0.93,
    });
  });

  it('says why there is no figure when the server has no /metrics', () => {
    assert.deepEqual(cacheText([{ cache: null, cacheMissing: 'no /metrics' }]), {
      text: 'n/a (no /metrics)',
      ratio: null,
    });
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
    // Issue 37: Best match's own p99 at 100,000 jobs on PostgreSQL beside the writes.
    assert.deepEqual(budgetsFor({ database: 'postgres', jobs: 100_000, scenario: 'accepted' }).endpointP99, {
      'find jobs: Best match (search text)': 80,
    });
    assert.equal(budgetsFor({ database: 'postgres', jobs: 10_000, scenario: 'accepted' }).endpointP99, undefined);
    assert.equal(budgetsFor({ database: 'pglite', jobs: 100_000, scenario: 'accepted' }).readP99, undefined);
    assert.deepEqual(budgetsFor({ database: 'postgres', jobs: 100_000, scenario: 'refused' }), {
      relativeToReads: 0.1,
    });
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
    assert.equal(
      apiBenchSettings({ BENCH_API_POSTGRES: 'throwaway', DATABASE_URL: 'postgres://x/y' }).throwawayPostgres,
      false,
    );
  });

  it('runs one API process unless told, and several only on PostgreSQL', () => {
    assert.equal(apiBenchSettings({}).processes, 1);
    assert.equal(apiBenchSettings({ BENCH_API_PROCESSES: '2', BENCH_API_POSTGRES: 'throwaway' }).processes, 2);
    assert.equal(apiBenchSettings({ BENCH_API_PROCESSES: '2', DATABASE_URL: 'postgres://x/y' }).processes, 2);
    assert.throws(() => apiBenchSettings({ BENCH_API_PROCESSES: '2' }), /needs PostgreSQL/);
  });
});

describe('sumOfWindows', () => {
  it("adds up the processes' cache windows, and has none when a process had none", () => {
    const window = (hits, misses, drops, bytes) => ({ hits, misses, hitRatio: hits / (hits + misses), drops, bytes });
    assert.deepEqual(sumOfWindows([window(90, 10, 5, 1000), window(60, 40, 1, 500)]), {
      hits: 150,
      misses: 50,
      hitRatio: 0.75,
      drops: 6,
      bytes: 1500,
    });
    assert.equal(sumOfWindows([window(90, 10, 5, 1000), null]), null);
    assert.deepEqual(sumOfWindows([window(1, 1, null, 2)]), window(1, 1, null, 2));
  });
});

describe('machineText', () => {
  it('names the cores, the CPU and Node', () => {
    assert.equal(
      machineText([{ model: 'AMD EPYC ' }, { model: 'AMD EPYC ' }], 'v20.20.2'),
      '2 × AMD EPYC, Node v20.20.2',
    );
  });
});

describe('apiRows', () => {
  const endpoint = (name, p99) => ({ name, rps: 500, p50: 5, p99, non2xx: 0, statuses: { 200: 10_000 } });
  /** One run's load result as bench-api-load.mjs sends it. */
  const result = ({ rps = 1000, p99 = 40, writes = null, cache = null } = {}) => ({
    overall: { rps, p50: 8, p99, non2xx: 0 },
    errors: 0,
    endpoints: [endpoint('find jobs', p99), endpoint('job by id', p99 / 2)],
    warmupP99PerSecond: [900, 30],
    writes,
    cache,
    cacheMissing: cache ? null : 'no /metrics',
  });
  const writes = (p99, unexpected = 0) => ({
    kind: 'accepted',
    target: 20,
    overall: { rps: 20, p50: 30, p99, unexpected, failed: 0 },
    kinds: [
      {
        name: 'job post (client)',
        expect: '2xx',
        rps: 20,
        p50: 30,
        p99,
        statuses: { 201: 400 - unexpected, 500: unexpected },
        unexpected,
        failed: 0,
      },
    ],
  });
  const settings = apiBenchSettings({ BENCH_API_REPEATS: '3' });
  const rowsFor = (runs) =>
    apiRows(
      {
        jobs: 10_000,
        database: 'pglite',
        runs: Object.fromEntries(
          Object.entries(runs).map(([scenario, results]) => [
            scenario,
            results.map((one) => ({ result: one, machineBefore: '1.00 1.00 1.00' })),
          ]),
        ),
      },
      settings,
    );
  const find = (rows, start) => rows.find((row) => row[0].startsWith(start));

  it('prints the medians with their range against the budgets of each scenario', () => {
    const rows = rowsFor({
      reads: [result({ p99: 40 }), result({ p99: 45 }), result({ p99: 60 })],
      accepted: [
        result({ p99: 90, writes: writes(150) }),
        result({ p99: 95, writes: writes(190) }),
        result({ rps: 900, p99: 400, writes: writes(900) }),
      ],
      refused: [result({ p99: 44 }), result({ p99: 49 }), result({ p99: 52 })].map((one) => ({
        ...one,
        writes: { ...writes(20), kind: 'refused' },
      })),
    });
    assert.deepEqual(find(rows, 'API 10,000 jobs, PGlite, reads only'), [
      'API 10,000 jobs, PGlite, reads only: machine before each run (load average 1/5/15 min, CPU benchmark)',
      '1.00 1.00 1.00 · 1.00 1.00 1.00 · 1.00 1.00 1.00',
      '(reported)',
      '',
    ]);
    const readP99s = rows.filter((row) => row[0] === '  read p50 / p99, all endpoints');
    assert.deepEqual(
      readP99s.map((row) => row.slice(1)),
      [
        ['p50 8.0 ms (8.0–8.0) / p99 45.0 ms (40.0–60.0)', 'p99 ≤ 50 ms at 1,000 req/s', 'yes'],
        ['p50 8.0 ms (8.0–8.0) / p99 95.0 ms (90.0–400.0)', 'p99 ≤ 100 ms at 1,000 req/s', 'yes'],
        ['p50 8.0 ms (8.0–8.0) / p99 49.0 ms (44.0–52.0)', '(reported)', ''],
      ],
    );
    assert.deepEqual(find(rows, '  accepted writes answered').slice(1), [
      '20.0 writes/s (20.0–20.0), p50 30.0 ms (30.0–30.0) / p99 190.0 ms (150.0–900.0)',
      '20/s, p99 ≤ 200 ms',
      'yes',
    ]);
    assert.deepEqual(find(rows, '  read p99 against the reads-only runs').slice(1), [
      '+8.9 % (49.0 vs 45.0 ms)',
      '≤ +10 %',
      'yes',
    ]);
    assert.deepEqual(find(rows, '  read cache hit ratio').slice(1), ['n/a (no /metrics)', '(reported)', '']);
  });

  it('marks a scenario with an unexpected write status as missing its budget, and counts it', () => {
    const rows = rowsFor({ accepted: [result({ p99: 50, writes: writes(100, 2) })] });
    assert.deepEqual(find(rows, '  reads non-2xx / failed; writes').slice(1), ['0 / 0; 2 / 0', '0 / 0; 0 / 0', 'NO']);
    assert.deepEqual(find(rows, '      job post (client)'), [
      '      job post (client) (20.0/s): 201 ×398, 500 ×2',
      '30.0 ms / 100.0 ms',
      '2xx only',
      'NO',
    ]);
    assert.equal(find(rows, '  read p50 / p99')[3], 'NO');
  });
});

describe('CPU per request', () => {
  it('gives the median and range of the runs, PostgreSQL beside the API process', () => {
    const runs = [
      { cpuPerRequest: { api: 1.62, postgres: 1.0 } },
      { cpuPerRequest: { api: 1.5, postgres: 0.93 } },
      { cpuPerRequest: { api: 1.68, postgres: 1.01 } },
    ];
    assert.equal(cpuPerRequestText(runs, 'postgres'), '1.62 ms (1.50–1.68) / 1.00 ms (0.93–1.01)');
    assert.equal(cpuPerRequestText([{ cpuPerRequest: { api: 2.5, postgres: null } }], 'pglite'), '2.50 ms');
    assert.equal(
      cpuPerRequestText([{ cpuPerRequest: { api: null, postgres: null } }], 'postgres'),
      'not measured / not measured',
    );
  });

  it('divides the CPU used between two readings by the requests of the window', () => {
    assert.deepEqual(cpuPerRequestOf({ api: 1000, postgres: 500 }, { api: 2300, postgres: 1300 }, 1000), {
      api: 1.3,
      postgres: 0.8,
    });
    assert.deepEqual(cpuPerRequestOf({ api: 1000, postgres: null }, { api: 2000, postgres: null }, 500), {
      api: 2,
      postgres: null,
    });
    assert.deepEqual(cpuPerRequestOf({ api: 1000, postgres: 0 }, { api: 2000, postgres: 10 }, 0), {
      api: null,
      postgres: null,
    });
  });

  it("reads a PostgreSQL's CPU only when it runs on this machine", () => {
    assert.equal(isLoopback('postgres://freelane@127.0.0.1:5433/db'), true);
    assert.equal(isLoopback('postgres://u@localhost/db'), true);
    assert.equal(isLoopback('postgres://u@[::1]:5432/db'), true);
    assert.equal(isLoopback('postgres://u@db.internal:5432/db'), false);
  });
});

describe('noteSlowest', () => {
  it('keeps the slowest reads, slowest first, and no more than it names', () => {
    const list = [];
    const times = [90, 400, 120, 85, 2000, 95, 300, 81, 150, 99, 700];
    for (const [index, ms] of times.entries()) noteSlowest(list, { ms, atSecond: index, path: `/p${index}` });
    assert.equal(list.length, SLOWEST_NAMED);
    assert.deepEqual(
      list.map((read) => read.ms),
      [...times].sort((a, b) => b - a).slice(0, SLOWEST_NAMED),
    );
    assert.equal(list[0].path, '/p4');
  });
});
