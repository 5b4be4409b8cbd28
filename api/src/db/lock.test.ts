// RUNS ALONE: several processes contend for the data folder lock (api/scripts/run-tests.mjs).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { acquireDirectoryLock, DatabaseLockedError } from './lock';

const root = mkdtempSync(path.join(tmpdir(), 'freelane-lock-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database lock', () => {
  it('refuses a second owner while the first process runs, with a clear message', async () => {
    const dir = path.join(root, 'pglite');
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      assert.throws(
        () => acquireDirectoryLock(dir),
        (error: unknown) =>
          error instanceof DatabaseLockedError && /in use by another Freelane server/.test(error.message),
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock and releases it', () => {
    const dir = path.join(root, 'stale');
    writeFileSync(`${dir}.lock`, '999999999');
    const release = acquireDirectoryLock(dir);
    assert.ok(existsSync(`${dir}.lock`));
    release();
    assert.ok(!existsSync(`${dir}.lock`));
  });
});
