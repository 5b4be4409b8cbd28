// The state of this machine beside every timing the bench reports: how busy it is (the load
// average) and how fast its CPU is at that moment (Lighthouse's CPU benchmark).
import { readdirSync, readFileSync } from 'node:fs';
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

/** Clock ticks per second in /proc's CPU times (USER_HZ: 100 on every Linux the bench runs on). */
const TICKS_PER_SECOND = 100;

/** The user + system CPU time (ms) one process has used so far, from `/proc/<pid>/stat`; null where there is no /proc. */
export function processCpuMs(pid, read = (file) => readFileSync(file, 'utf8')) {
  try {
    // The command name may hold spaces and parentheses: the fields are counted after its last ')'.
    const stat = read(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * The CPU time (ms) used so far by every process named `command` (`postgres`: the server and
 * each connection's backend), or null where there is no /proc. A backend that ends in between
 * takes its time with it, so a sum over a window can only be short. Every process of that name on
 * the machine counts: another PostgreSQL running beside the bench would be added in (the bench
 * runs alone, as its README line says).
 */
export function commandCpuMs(
  command,
  { list = () => readdirSync('/proc'), read = (file) => readFileSync(file, 'utf8') } = {},
) {
  let entries;
  try {
    entries = list();
  } catch {
    return null;
  }
  let total = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (read(`/proc/${entry}/comm`).trim() !== command) continue;
    } catch {
      continue; // ended in between
    }
    total += processCpuMs(entry, read) ?? 0;
  }
  return total;
}
