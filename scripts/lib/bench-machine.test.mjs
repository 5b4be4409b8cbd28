import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpuBenchmark, loadAverage, machineBefore, machineSummary } from './bench-machine.mjs';

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
