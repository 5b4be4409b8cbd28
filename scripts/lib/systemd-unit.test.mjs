// The systemd unit docs/operations.md installs the package with (ops/systemd/freelane.service):
// printed in the docs as it is in the file, node started directly (no npm between systemd and the
// server), a heap cap, the drain delay with a stop timeout longer than delay + the server's own
// grace, restarts on failure, an environment file, a user of its own; and `systemd-analyze verify`
// finds nothing to say about it where systemd is installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT } from './paths.mjs';

const UNIT_FILE = path.join(REPO_ROOT, 'ops', 'systemd', 'freelane.service');
const unit = readFileSync(UNIT_FILE, 'utf8');

/** The [Service] section's settings; Environment= lines as a map of their own. */
function service(text) {
  const section = text.slice(text.indexOf('[Service]'), text.indexOf('\n[', text.indexOf('[Service]') + 1));
  const settings = {};
  const environment = {};
  for (const line of section.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (!match) continue;
    if (match[1] === 'Environment') {
      // A value with spaces is quoted whole: "NAME=a b".
      const [name, ...value] = match[2].replace(/^"(.*)"$/, '$1').split('=');
      environment[name] = value.join('=');
    } else settings[match[1]] = match[2];
  }
  return { settings, environment };
}

describe('the systemd unit for the package', () => {
  const { settings, environment } = service(unit);

  it('is printed in docs/operations.md exactly as ops/systemd/freelane.service holds it', () => {
    assert.ok(readFileSync(path.join(REPO_ROOT, 'docs', 'operations.md'), 'utf8').includes(`\`\`\`ini\n${unit}\`\`\``));
  });

  it('runs node itself on the package, under a user of its own, with an environment file', () => {
    assert.match(
      settings.ExecStart,
      /^\/\S+\/node \S+\/server\.js$/,
      'an absolute path to node, then server.js: no npm, no shell',
    );
    assert.ok(settings.User && settings.User !== 'root', 'a dedicated user');
    assert.ok(settings.EnvironmentFile, 'an EnvironmentFile');
    assert.equal(settings.Restart, 'on-failure');
  });

  it('caps the heap and gives the drain its time before systemd kills', () => {
    assert.match(environment.NODE_OPTIONS ?? '', /--max-old-space-size=\d+/);
    assert.match(
      environment.NODE_OPTIONS ?? '',
      /--max-semi-space-size=\d+/,
      'the young generation of scripts/lib/server.mjs',
    );
    const delay = Number(environment.SHUTDOWN_DELAY_S);
    assert.ok(delay >= 0, 'SHUTDOWN_DELAY_S is set');
    // The server's own limit for finishing after the delay (api/src/server.ts).
    const grace = /SHUTDOWN_GRACE_MS\s*=\s*([\d_]+)/.exec(
      readFileSync(path.join(REPO_ROOT, 'api', 'src', 'server.ts'), 'utf8'),
    );
    assert.ok(grace, 'api/src/server.ts names its SHUTDOWN_GRACE_MS (update this test if it moved)');
    const graceSeconds = Number(grace[1].replaceAll('_', '')) / 1000;
    const stopSeconds = Number(/^(\d+)s?$/.exec(settings.TimeoutStopSec)?.[1]);
    assert.ok(stopSeconds > delay + graceSeconds, `TimeoutStopSec ${stopSeconds} s > ${delay} s + ${graceSeconds} s`);
  });

  it(
    'passes systemd-analyze verify',
    {
      skip:
        existsSync('/usr/bin/systemd-analyze') || spawnSync('systemd-analyze', ['--version']).status === 0
          ? false
          : 'systemd-analyze is not installed',
    },
    async (t) => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'freelane-unit-'));
      try {
        let text = unit;
        const node = settings.ExecStart.split(' ')[0];
        // verify checks that the program exists: elsewhere than Debian, node lives somewhere else.
        if (!existsSync(node)) {
          text = text.replace(`ExecStart=${node} `, `ExecStart=${process.execPath} `);
          t.diagnostic(`${node} does not exist here: verified with ${process.execPath}`);
        }
        const file = path.join(dir, 'freelane.service');
        await fs.writeFile(file, text);
        const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
        const said = `${result.stdout}${result.stderr}`.trim();
        assert.equal(result.status, 0, said);
        assert.equal(said, '', 'no warning either (a bad value is only a warning)');
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
  );
});
