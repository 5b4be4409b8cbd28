// One contract for every file storage: the disk (one machine), the bucket (several machines; a
// real S3-compatible server on loopback, moto, started by the API test runner) and the in-memory
// one the other tests use. What a route relies on holds for each: bytes come back as written, a
// write that fails or is refused leaves nothing under its key nor anything unfinished behind.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { storeInspected } from '../lib/store-inspected';
import { createTestBucket, NO_S3, testS3Endpoint, type TestBucket } from '../testing/test-bucket';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { MemoryStorage } from './memory-storage';
import { createS3Storage, UPLOADS_PREFIX } from './s3-storage';

const MB = 1024 * 1024;

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `total` bytes in 64 kB chunks, starting with `head`, optionally failing after `failAfter` bytes. */
function source(total: number, { head = Buffer.alloc(0), failAfter }: { head?: Buffer; failAfter?: number } = {}) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(64 * 1024, total - sent);
      const chunk = Buffer.alloc(size, sent % 251);
      if (sent === 0) head.copy(chunk);
      sent += size;
      this.push(chunk);
    },
  });
}

const PDF_HEAD = Buffer.from('%PDF-1.7\n');
const RULES = {
  allowed: ['application/pdf'] as const,
  maxBytes: 6 * MB,
  wrongTypeMessage: 'The file must be a PDF.',
  tooLargeMessage: 'The file must be at most 6 MB.',
};

interface Subject {
  storage: FileStorage;
  /** What a process killed mid-write leaves behind, made by hand (null: this storage cannot). */
  leaveUnfinishedWrite: ((key: string) => Promise<void>) | null;
  /** False where the server reports a fixed start time for unfinished writes (moto: 2010-11-10). */
  datesUnfinishedWrites: boolean;
}

function fileStorageContract(name: string, skip: string | false, makeSubject: () => Promise<Subject>) {
  describe(`file storage contract: ${name}`, { skip }, () => {
    let subject: Subject;
    before(async () => {
      subject = await makeSubject();
    });
    const nothingUnfinished = async () =>
      assert.equal(await subject.storage.dropUnfinishedWrites(new Date(Date.now() + 60_000)), 0, 'nothing unfinished left');

    it('writes, reads and removes by key; a missing key is ENOENT', async () => {
      const { storage } = subject;
      await storage.write('photo-1', Readable.from([Buffer.from('abc'), Buffer.from('def')]));
      assert.equal(String(await bytesOf(await storage.read('photo-1'))), 'abcdef');
      await storage.remove('photo-1');
      await storage.remove('photo-1');
      await assert.rejects(storage.read('photo-1'), { code: 'ENOENT' });
    });

    it('streams a file of several parts and gives back the same bytes', async () => {
      const { storage } = subject;
      const expected = await bytesOf(source(11 * MB + 123));
      await storage.write('work-big', source(11 * MB + 123));
      assert.equal(sha(await bytesOf(await storage.read('work-big'))), sha(expected));
      await storage.remove('work-big');
    });

    it('keeps nothing when the source fails part way, small or already in parts', async () => {
      const { storage } = subject;
      await assert.rejects(storage.write('resume-small', source(MB, { failAfter: 128 * 1024 })), /client went away/);
      await assert.rejects(storage.read('resume-small'), { code: 'ENOENT' });
      await assert.rejects(storage.write('resume-large', source(12 * MB, { failAfter: 7 * MB })), /client went away/);
      await assert.rejects(storage.read('resume-large'), { code: 'ENOENT' });
      await nothingUnfinished();
    });

    it('keeps nothing when the content check refuses the file (too large, or not the allowed type)', async () => {
      const app = { storage: subject.storage };
      await assert.rejects(storeInspected(app, 'resume-too-large', source(9 * MB, { head: PDF_HEAD }), RULES), {
        statusCode: 413,
      });
      await assert.rejects(subject.storage.read('resume-too-large'), { code: 'ENOENT' });
      await assert.rejects(storeInspected(app, 'resume-not-pdf', source(MB, { head: Buffer.from('GIF89a') }), RULES), {
        statusCode: 415,
      });
      await assert.rejects(subject.storage.read('resume-not-pdf'), { code: 'ENOENT' });
      await nothingUnfinished();

      const stored = await storeInspected(app, 'resume-fine', source(2 * MB, { head: PDF_HEAD }), RULES);
      assert.deepEqual(stored, { contentType: 'application/pdf', size: 2 * MB });
      assert.equal((await bytesOf(await subject.storage.read('resume-fine'))).length, 2 * MB);
    });

    it('refuses keys that could leave its folder or prefix', async () => {
      await assert.rejects(subject.storage.read('../etc/passwd'), /unsafe storage key/);
      await assert.rejects(subject.storage.write('a/b', Readable.from(['x'])), /unsafe storage key/);
    });

    it('drops what a killed write left behind once it is old enough, and only that', async (t) => {
      if (!subject.leaveUnfinishedWrite) return t.skip('a write here either finishes or keeps nothing');
      await subject.storage.write('photo-kept', Readable.from([Buffer.from('kept')]));
      await subject.leaveUnfinishedWrite('photo-cut');
      if (subject.datesUnfinishedWrites) {
        assert.equal(await subject.storage.dropUnfinishedWrites(new Date(Date.now() - 60_000)), 0, 'too recent: maybe live');
      }
      assert.equal(await subject.storage.dropUnfinishedWrites(new Date(Date.now() + 60_000)), 1);
      await nothingUnfinished();
      assert.equal(String(await bytesOf(await subject.storage.read('photo-kept'))), 'kept');
      await assert.rejects(subject.storage.read('photo-cut'), { code: 'ENOENT' });
    });
  });
}

const folders: string[] = [];
let bucket: TestBucket | undefined;
after(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await bucket?.remove();
});

fileStorageContract('the disk (DATA_DIR/uploads)', false, async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'freelane-storage-'));
  folders.push(root);
  const folder = path.join(root, 'uploads');
  return {
    storage: createDiskStorage(folder),
    async leaveUnfinishedWrite(key) {
      // What createDiskStorage writes to before its rename.
      await writeFile(path.join(folder, `${key}.abcdef.part`), 'partial');
      assert.ok((await readdir(folder)).includes(`${key}.abcdef.part`));
    },
    datesUnfinishedWrites: true,
  };
});

fileStorageContract('an S3-compatible bucket (moto on loopback)', testS3Endpoint ? false : NO_S3, async () => {
  bucket = await createTestBucket();
  const { client, settings } = bucket;
  return {
    storage: createS3Storage(client, settings.bucket),
    async leaveUnfinishedWrite(key) {
      // A multipart upload begun, one part sent, then the process died: no object, parts billed.
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket: settings.bucket, Key: `${UPLOADS_PREFIX}${key}` }),
      );
      await client.send(
        new UploadPartCommand({
          Bucket: settings.bucket,
          Key: `${UPLOADS_PREFIX}${key}`,
          UploadId,
          PartNumber: 1,
          Body: Buffer.alloc(5 * MB, 1),
        }),
      );
      assert.deepEqual(await bucket!.keys(`${UPLOADS_PREFIX}${key}`), [], 'an unfinished upload shows no object');
    },
    datesUnfinishedWrites: false,
  };
});

fileStorageContract('memory (the other API tests)', false, async () => ({
  storage: new MemoryStorage(),
  leaveUnfinishedWrite: null,
  datesUnfinishedWrites: true,
}));
