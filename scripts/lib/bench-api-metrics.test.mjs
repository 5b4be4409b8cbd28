import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheCounters, cacheWindow } from './bench-api-metrics.mjs';

/** /metrics as prom-client writes it: counters per label set, a gauge, other metrics around them. */
const scrape = ({ hits, misses, drops, bytes }) => `# HELP process_cpu_seconds_total Total user and system CPU time.
# TYPE process_cpu_seconds_total counter
process_cpu_seconds_total 12.5
# HELP freelane_read_cache_hits_total Reads answered from the cache.
# TYPE freelane_read_cache_hits_total counter
freelane_read_cache_hits_total{scope="shared"} ${hits[0]}
freelane_read_cache_hits_total{scope="person"} ${hits[1]}
# HELP freelane_read_cache_misses_total Reads that went to the database.
# TYPE freelane_read_cache_misses_total counter
freelane_read_cache_misses_total{scope="shared"} ${misses[0]}
freelane_read_cache_misses_total{scope="person"} ${misses[1]}
${
  drops === undefined
    ? ''
    : `# HELP freelane_read_cache_drops_total Entries dropped by writes.
# TYPE freelane_read_cache_drops_total counter
freelane_read_cache_drops_total{reason="write"} ${drops}
`
}${
  bytes === undefined
    ? ''
    : `# HELP freelane_read_cache_bytes Bytes held by the cache.
# TYPE freelane_read_cache_bytes gauge
freelane_read_cache_bytes ${bytes}
`
}`;

describe('cacheCounters', () => {
  it('sums each counter over its labels', () => {
    assert.deepEqual(cacheCounters(scrape({ hits: [10, 5], misses: [3, 2], drops: 7, bytes: 2048 })), {
      hits: 15,
      misses: 5,
      drops: 7,
      bytes: 2048,
    });
  });

  it('reads a counter family named without _total (OpenMetrics)', () => {
    const text =
      '# TYPE freelane_read_cache_hits counter\nfreelane_read_cache_hits_total 4\n# TYPE freelane_read_cache_misses counter\nfreelane_read_cache_misses_total 1\n';
    assert.deepEqual(cacheCounters(text), { hits: 4, misses: 1, drops: null, bytes: null });
  });

  it('is null for a page that is not metrics or has no cache counters', () => {
    assert.equal(cacheCounters(null), null);
    assert.equal(cacheCounters('<!doctype html><html><body>Freelane</body></html>'), null);
    assert.equal(cacheCounters('# TYPE process_cpu_seconds_total counter\nprocess_cpu_seconds_total 1\n'), null);
  });
});

describe('cacheWindow', () => {
  it('gives the hit ratio, drops and bytes of the window between two scrapes', () => {
    const before = scrape({ hits: [100, 50], misses: [30, 20], drops: 4, bytes: 1000 });
    const after = scrape({ hits: [1000, 410], misses: [60, 30], drops: 10, bytes: 5000 });
    assert.deepEqual(cacheWindow(before, after), {
      hits: 1260,
      misses: 40,
      hitRatio: 1260 / 1300,
      drops: 6,
      bytes: 5000,
    });
  });

  it('leaves out what the server does not report', () => {
    const before = scrape({ hits: [0, 0], misses: [0, 0] });
    const after = scrape({ hits: [0, 0], misses: [0, 0] });
    assert.deepEqual(cacheWindow(before, after), { hits: 0, misses: 0, hitRatio: null, drops: null, bytes: null });
  });

  it('is null when either scrape had no cache counters', () => {
    assert.equal(cacheWindow(null, scrape({ hits: [1, 1], misses: [1, 1] })), null);
    assert.equal(cacheWindow(scrape({ hits: [1, 1], misses: [1, 1] }), '<html></html>'), null);
  });
});
