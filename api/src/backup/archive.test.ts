import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { openSync, readFileSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { tempFolders } from '../testing/backup-fixtures';
import { ArchiveWriter, hashEntry, readArchiveIndex, readEntryBuffer } from './archive';

const folders = tempFolders();
after(() => folders.removeAll());

describe('the backup file', () => {
  const long = `uploads/${'0'.repeat(36)}_dispute-${'1'.repeat(36)}`;
  const entries: Record<string, Buffer> = {
    'database/freelane.pgdump': Buffer.alloc(70_000, 7),
    [long]: Buffer.from('a file under a key longer than a plain tar name allows'),
    'empty.txt': Buffer.alloc(0),
    'manifest.json': Buffer.from('{"format":"freelane-backup"}\n'),
  };

  async function write(file: string) {
    const archive = await ArchiveWriter.create(file);
    for (const [name, data] of Object.entries(entries)) {
      // Streamed in uneven pieces, as pg_dump's output arrives.
      await archive.addStream(name, Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    }
    await archive.finish();
    return archive.entries;
  }

  it('is a tar that any tar reads, and its entries read back with their sizes and hashes', async () => {
    const file = path.join(folders.make('archive'), 'backup.tar');
    const written = await write(file);
    const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
    assert.deepEqual(listed, Object.keys(entries));
    assert.equal(
      execFileSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' }),
      '{"format":"freelane-backup"}\n',
    );

    const index = await readArchiveIndex(file);
    assert.deepEqual([...index.keys()], Object.keys(entries));
    for (const entry of written) {
      const found = index.get(entry.name)!;
      assert.deepEqual(await readEntryBuffer(file, found), entries[entry.name]);
      assert.equal(await hashEntry(file, found), entry.sha256);
    }
    await assert.rejects(ArchiveWriter.create(file), { code: 'EEXIST' }, 'never overwrites a file');
  });

  it('shows a damaged or cut-short file as such', async () => {
    const file = path.join(folders.make('archive'), 'backup.tar');
    const written = await write(file);
    const dump = (await readArchiveIndex(file)).get('database/freelane.pgdump')!;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.from([8]), 0, 1, dump.offset + 50_000);
    closeSync(fd);
    assert.notEqual(await hashEntry(file, dump), written[0].sha256);

    const cut = path.join(path.dirname(file), 'cut.tar');
    const whole = readFileSync(file);
    const fdCut = openSync(cut, 'w');
    writeSync(fdCut, whole.subarray(0, 40_000));
    closeSync(fdCut);
    await assert.rejects(readArchiveIndex(cut), /ends before its last entry/);
  });
});
