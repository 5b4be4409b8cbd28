import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEWEST_LTS_MAJOR, benchNodeChoice, supportedRange, versionOf } from './supported-node.mjs';

const RANGE = '^22.12.0 || ^24.0.0 || >=26.0.0';

describe('the Node the bench measures on', () => {
  it('reads the supported range from package.json engines', () => {
    assert.equal(supportedRange(), RANGE);
  });

  it('stays on a supported Node', () => {
    for (const version of ['v22.12.0', 'v24.1.0', 'v26.10.0', 'v27.0.0']) {
      assert.deepEqual(benchNodeChoice({ version, range: RANGE, env: {} }), { use: 'current', node: process.execPath });
    }
  });

  it('moves off an unsupported Node to the newest LTS, in the folder CI installs it into', () => {
    for (const version of ['v20.20.2', 'v22.11.0', 'v23.5.0', 'v25.0.0']) {
      const choice = benchNodeChoice({ version, range: RANGE, env: {} });
      const folder = path.join(os.tmpdir(), `freelane-ci-node${NEWEST_LTS_MAJOR}`);
      assert.deepEqual(choice, {
        use: 'install',
        node: path.join(folder, 'node_modules', '.bin', 'node'),
        folder,
        major: NEWEST_LTS_MAJOR,
      });
    }
  });

  it('uses BENCH_NODE as given, supported or not', () => {
    for (const version of ['v20.20.2', 'v26.10.0']) {
      assert.deepEqual(benchNodeChoice({ version, range: RANGE, env: { BENCH_NODE: '/opt/node/bin/node' } }), {
        use: 'given',
        node: '/opt/node/bin/node',
      });
    }
  });

  it('the newest LTS it installs is the one CI runs the tests on', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8');
    assert.match(ci, new RegExp(`^NODE_LTS_MAJOR=${NEWEST_LTS_MAJOR}$`, 'm'));
  });

  it('reads a binary’s version, and null for one that does not run', () => {
    assert.equal(versionOf(process.execPath), process.version);
    assert.equal(versionOf(path.join(os.tmpdir(), 'no-such-node-binary')), null);
  });
});
