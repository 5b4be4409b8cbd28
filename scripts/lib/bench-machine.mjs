// The state of this machine beside every timing the bench reports: how busy it is (the load
// average) and how fast its CPU is at that moment (Lighthouse's CPU benchmark).
import os from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The load average, 1 / 5 / 15 minutes: `0.86 1.76 2.31` on a run line, `0.86 / 1.76 / 2.31` on a section's. */
export function loadAverage(loads = os.loadavg(), separator = ' ') {
  return loads.map((value) => value.toFixed(2)).join(separator);
}

/**
 * Lighthouse's CPU benchmark (its BenchmarkIndex: string building and array copies counted for
 * about a second; higher is faster), run in the bench's own process. The load average counts the
 * processes that want a core here, not the other tenants of a shared virtual machine that take
 * the core away: the same API build held 1,013 reads/s one day and 291 on another at similar load
 * averages (docs/decisions.md, issue 37), and Lighthouse's runs on this machine measured 500–2,000.
 * Figures from two days compare only at similar benchmarks.
 */
export function cpuBenchmark() {
  return Math.round(pageFunctions.computeBenchmarkIndex());
}

/** What a section's "Machine before/after" line says: cores, load average and CPU benchmark. */
export function machineSummary({ cpus = os.cpus(), loads = os.loadavg(), benchmark = cpuBenchmark() } = {}) {
  return `${cpus.length} cores (${cpus[0]?.model ?? 'cpu'}), load average ${loadAverage(loads, ' / ')} (1 / 5 / 15 min), CPU benchmark ${benchmark} (Lighthouse's; higher is faster)`;
}

/** What a run line says of the machine just before the run: `load average 0.86 1.76 2.31 (1/5/15 min), CPU benchmark 640`. */
export function machineBefore({ loads = os.loadavg(), benchmark = cpuBenchmark() } = {}) {
  return `load average ${loadAverage(loads)} (1/5/15 min), CPU benchmark ${benchmark}`;
}
