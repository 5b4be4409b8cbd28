// The API's read-cache figures for the bench: GET <base>/metrics (Prometheus text, open on
// loopback) just before and just after the recorded window, and what changed in between.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export const CACHE_METRICS = Object.freeze({
  hits: 'freelane_read_cache_hits_total',
  misses: 'freelane_read_cache_misses_total',
  drops: 'freelane_read_cache_drops_total',
  bytes: 'freelane_read_cache_bytes',
});

/**
 * A metric's samples summed over their labels, or null when the text has no such metric. A counter
 * is found under its own name or, as OpenMetrics names the family, without `_total`.
 */
export function metricSum(families, name) {
  const family =
    families.find((one) => one.name === name) ??
    (name.endsWith('_total') ? families.find((one) => one.name === name.slice(0, -'_total'.length)) : undefined);
  if (!family) return null;
  return family.metrics.reduce((sum, sample) => sum + Number(sample.value), 0);
}

/** The read-cache figures of one scrape, or null when the text is not Prometheus's or has no cache counters. */
export function cacheCounters(text) {
  if (typeof text !== 'string') return null;
  let families;
  try {
    families = parsePrometheusTextFormat(text);
  } catch {
    return null;
  }
  const counters = Object.fromEntries(
    Object.entries(CACHE_METRICS).map(([key, name]) => [key, metricSum(families, name)]),
  );
  return counters.hits === null || counters.misses === null ? null : counters;
}

/**
 * What the cache did between two scrapes: hits, misses and drops in between, the hit ratio
 * (null without a single lookup) and the bytes held at the end (null when not reported). Null
 * when either scrape had no cache counters.
 */
export function cacheWindow(beforeText, afterText) {
  const before = cacheCounters(beforeText);
  const after = cacheCounters(afterText);
  if (!before || !after) return null;
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  return {
    hits,
    misses,
    hitRatio: hits + misses > 0 ? hits / (hits + misses) : null,
    drops: after.drops === null || before.drops === null ? null : after.drops - before.drops,
    bytes: after.bytes,
  };
}

/** The text of GET <baseUrl>/metrics, or null when there is none (404, an HTML page, no answer). */
export async function scrapeMetrics(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return response.ok && /text\/plain|openmetrics/.test(type) ? text : null;
  } catch {
    return null;
  }
}
