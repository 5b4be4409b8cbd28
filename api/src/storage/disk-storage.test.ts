import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { createDiskStorage } from './disk-storage';

let dir: string;
before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'freelane-storage-'));
});
after(() => rm(dir, { recursive: true, force: true }));

const text = async (stream: Readable) => {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
};

// The contract every storage keeps is in file-storage-s3.test.ts; what is the disk's own is here.
describe('disk file storage', () => {
  it('closes what it opened exactly once (a double close is a fatal EBADF at garbage collection)', async () => {
    const storage = createDiskStorage(path.join(dir, 'reads'));
    await storage.write('photo-2', Readable.from([Buffer.from('x')]));
    for (let i = 0; i < 20; i += 1) assert.equal(await text(await storage.read('photo-2')), 'x');
    // The test runner exposes gc (scripts/run-tests.mjs) so a double close would crash here.
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('keeps nothing when the source fails part way', async () => {
    const storage = createDiskStorage(path.join(dir, 'failing'));
    const source = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await assert.rejects(storage.write('resume-1', source), /client went away/);
    assert.deepEqual(await readdir(path.join(dir, 'failing')), []);
  });

});
