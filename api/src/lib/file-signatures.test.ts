import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, it } from 'node:test';
import { EMPTY_ZIP, RAR4_HEAD, RAR5_HEAD, zipOf } from '../testing/archives';
import { JPEG_HEAD, PNG_1X1, SMALL_PDF } from '../testing/multipart';
import { detectType } from './file-signatures';
import { UploadInspector } from './upload-inspector';

describe('detectType', () => {
  it('recognises ZIP (with entries or empty) and RAR 4 / RAR 5 by their first bytes', () => {
    assert.equal(detectType(zipOf('hello.txt', 'hello')), 'application/zip');
    assert.equal(detectType(EMPTY_ZIP), 'application/zip');
    assert.equal(detectType(RAR5_HEAD), 'application/vnd.rar');
    assert.equal(detectType(RAR4_HEAD), 'application/vnd.rar');
  });

  it('recognises GIF, WebP, Photoshop and 7z, the design kinds delivered work takes (issue 36)', () => {
    assert.equal(detectType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')), 'image/gif');
    assert.equal(detectType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')), 'image/webp');
    assert.equal(detectType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')), null, 'a WAV is RIFF too');
    assert.equal(
      detectType(Buffer.from('8BPS\x00\x01\x00\x00\x00\x00\x00\x00', 'latin1')),
      'image/vnd.adobe.photoshop',
    );
    assert.equal(detectType(Buffer.from('377abcaf271c0004', 'hex')), 'application/x-7z-compressed');
  });

  it('keeps recognising images and PDFs, and nothing else', () => {
    assert.equal(detectType(PNG_1X1), 'image/png');
    assert.equal(detectType(JPEG_HEAD), 'image/jpeg');
    assert.equal(detectType(SMALL_PDF), 'application/pdf');
    assert.equal(detectType(Buffer.from('PK')), null, 'too short to be a ZIP');
    assert.equal(detectType(Buffer.from('PK\x01\x02 central directory first', 'latin1')), null);
    assert.equal(detectType(Buffer.from('Rar! but not really', 'latin1')), null);
    assert.equal(detectType(Buffer.from('plain text named .zip')), null);
    assert.equal(detectType(Buffer.alloc(0)), null);
  });
});

const WORK_RULES = {
  allowed: ['application/zip', 'application/vnd.rar'] as const,
  maxBytes: 1024,
  wrongTypeMessage: 'wrong type',
  tooLargeMessage: 'too large',
};

async function inspect(chunks: Buffer[]) {
  const inspector = new UploadInspector(WORK_RULES);
  const received: Buffer[] = [];
  await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) received.push(chunk);
  });
  return { inspector, bytes: Buffer.concat(received) };
}

describe('UploadInspector with the work-file rules', () => {
  it('passes a ZIP through unchanged even when its signature arrives split across chunks', async () => {
    const zip = zipOf('a.txt', 'abc');
    const { inspector, bytes } = await inspect([zip.subarray(0, 2), zip.subarray(2, 5), zip.subarray(5)]);
    assert.equal(inspector.type, 'application/zip');
    assert.equal(inspector.size, zip.length);
    assert.deepEqual(bytes, zip);
  });

  it('passes the 22-byte empty ZIP (shorter than the longest signature needs only at the end)', async () => {
    const { inspector } = await inspect([EMPTY_ZIP]);
    assert.equal(inspector.type, 'application/zip');
  });

  it('refuses a PNG (415) and anything over the limit (413)', async () => {
    await assert.rejects(inspect([PNG_1X1]), { statusCode: 415, message: 'wrong type' });
    await assert.rejects(inspect([RAR5_HEAD, Buffer.alloc(2048)]), { statusCode: 413, message: 'too large' });
  });
});
