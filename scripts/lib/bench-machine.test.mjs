import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  commandCpuMs,
  cpuBenchmark,
  loadAverage,
  machineBefore,
  machineSummary,
  processCpuMs,
} from './bench-machine.mjs';

describe('the machine beside the figures', () => {
  it('measures the CPU with Lighthouse’s own benchmark (a positive index, in about a second)', () => {
    const started = Date.now();
    const index = cpuBenchmark();
    assert.ok(Number.isInteger(index) && index > 0, `index ${index}`);
    const took = Date.now() - started;
    assert.ok(took >= 900, `the benchmark ran ${took} ms: Lighthouse's runs two loops of 500 ms`);
  });

  it('prints the load average and the benchmark as a run line and a section line say them', () => {
    assert.equal(loadAverage([0.861, 1.757, 2.3]), '0.86 1.76 2.30');
    assert.equal(
      machineBefore({ loads: [0.5, 1, 2], benchmark: 640 }),
      'load average 0.50 1.00 2.00 (1/5/15 min), CPU benchmark 640',
    );
    assert.equal(
      machineSummary({
        cpus: [{ model: 'AMD EPYC' }, { model: 'AMD EPYC' }],
        loads: [2.321, 1.87, 2.15],
        benchmark: 600,
      }),
      "2 cores (AMD EPYC), load average 2.32 / 1.87 / 2.15 (1 / 5 / 15 min), CPU benchmark 600 (Lighthouse's; higher is faster)",
    );
  });
});

describe('CPU time of processes, from /proc', () => {
  // A command name with a space and a parenthesis: the fields are counted after the last ')'.
  const stat = (utime, stime) =>
    `4242 (pg (x) y) S 1 4242 4242 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 5 0 0`;
  const files = {
    '/proc/4242/stat': stat(150, 50),
    '/proc/4242/comm': 'postgres\n',
    '/proc/4243/stat': stat(10, 5),
    '/proc/4243/comm': 'postgres\n',
    '/proc/4244/stat': stat(999, 999),
    '/proc/4244/comm': 'node\n',
  };
  const read = (file) => {
    if (!(file in files)) throw Object.assign(new Error('gone'), { code: 'ENOENT' });
    return files[file];
  };

  it("adds a process's user and system time, in ms", () => {
    assert.equal(processCpuMs(4242, read), 2000);
    assert.equal(processCpuMs(4999, read), null);
  });

  it('sums every process of one command, skipping the ones that ended in between', () => {
    const list = () => ['4242', '4243', '4244', '4245', 'self', 'stat'];
    assert.equal(commandCpuMs('postgres', { list, read }), 2150);
    assert.equal(commandCpuMs('node', { list, read }), 19980);
  });

  it('measures this process on Linux', () => {
    if (process.platform !== 'linux') return;
    assert.ok(processCpuMs(process.pid) >= 0);
  });
});
