import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { HttpError } from '../errors';
import { PNG_1X1 } from '../testing/multipart';
import { MAX_INPUT_PIXELS, normalizeImage } from './normalize-image';

/** A camera-like JPEG: `width` × `height` of noise (so it does not compress to nothing), with EXIF. */
async function cameraJpeg(
  width: number,
  height: number,
  exif: Record<string, Record<string, string>> = {},
  orientation = 1,
) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919 + (i >> 5) * 104729) % 256;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExif(exif)
    .withMetadata({ orientation })
    .toBuffer();
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof HttpError, `expected an HttpError, got ${String(error)}`);
    return error;
  }
  assert.fail('the image was accepted');
};

describe('normalizeImage', () => {
  it('scales a large photo down to the longest side asked for, keeping its proportions', async () => {
    const original = await cameraJpeg(2400, 1600);
    const { data, contentType } = await normalizeImage(original, 'image/jpeg', { maxEdge: 512 });
    const stored = await sharp(data).metadata();
    assert.equal(contentType, 'image/jpeg');
    assert.deepEqual([stored.format, stored.width, stored.height], ['jpeg', 512, 341]);
    assert.ok(data.length < original.length / 10, `${data.length} bytes from ${original.length}`);
  });

  it('drops the camera’s metadata (EXIF with its GPS position) and turns the photo upright', async () => {
    // Stored 300 × 200 with "rotate 90° clockwise to view" (orientation 6): shown as 200 × 300.
    const original = await cameraJpeg(
      300,
      200,
      {
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      },
      6,
    );
    const before = await sharp(original).metadata();
    assert.equal(before.orientation, 6);
    assert.ok(before.exif?.includes('PhoneMaker'), 'the test image carries EXIF');

    const { data } = await normalizeImage(original, 'image/jpeg', { maxEdge: 512 });
    const stored = await sharp(data).metadata();
    assert.equal(stored.exif, undefined);
    assert.equal(stored.xmp, undefined);
    assert.ok(!data.includes('PhoneMaker'));
    assert.equal(stored.orientation ?? 1, 1);
    assert.deepEqual([stored.width, stored.height], [200, 300]);
  });

  it('keeps a PNG with transparency a PNG, and turns one without into a JPEG', async () => {
    const transparent = await sharp({
      create: { width: 900, height: 900, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const kept = await normalizeImage(transparent, 'image/png', { maxEdge: 512 });
    assert.equal(kept.contentType, 'image/png');
    const keptMeta = await sharp(kept.data).metadata();
    assert.deepEqual([keptMeta.format, keptMeta.width, keptMeta.hasAlpha], ['png', 512, true]);

    const opaque = await sharp(await cameraJpeg(900, 600))
      .png()
      .toBuffer();
    const photo = await normalizeImage(opaque, 'image/png', { maxEdge: 512 });
    assert.equal(photo.contentType, 'image/jpeg');
    assert.equal((await sharp(photo.data).metadata()).format, 'jpeg');
  });

  it('keeps the bytes of an image already small, upright and without metadata when they are smaller', async () => {
    const same = await normalizeImage(PNG_1X1, 'image/png', { maxEdge: 512 });
    assert.deepEqual(same, { data: PNG_1X1, contentType: 'image/png' });
  });

  it('never scales a small image up', async () => {
    const small = await cameraJpeg(120, 80, { IFD0: { Make: 'PhoneMaker' } });
    const { data } = await normalizeImage(small, 'image/jpeg', { maxEdge: 512 });
    const stored = await sharp(data).metadata();
    assert.deepEqual([stored.width, stored.height, stored.exif], [120, 80, undefined]);
  });

  it('refuses bytes that only start like an image (415), with a message that says so', async () => {
    const fake = Buffer.concat([PNG_1X1.subarray(0, 40), Buffer.from('not the rest of a PNG at all')]);
    const error = await refusal(normalizeImage(fake, 'image/png', { maxEdge: 512 }));
    assert.equal(error.statusCode, 415);
    assert.equal(error.code, 'UNSUPPORTED_FILE_TYPE');
    assert.match(error.message, /could not be read/);
  });

  it('refuses an image whose header claims more pixels than it may decode (413), before decoding it', async () => {
    // A 20,000 × 20,000 PNG header (400 megapixels) on a few hundred bytes: a decompression bomb.
    const side = 20_000;
    assert.ok(side * side > MAX_INPUT_PIXELS);
    const bomb = await sharp({ create: { width: side, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // The IHDR's height (bytes 20–23) rewritten, with the chunk's CRC to match.
    bomb.writeUInt32BE(side, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    const started = Date.now();
    const error = await refusal(normalizeImage(bomb, 'image/png', { maxEdge: 512 }));
    assert.equal(error.statusCode, 413);
    assert.match(error.message, /at most 40 megapixels \(it has 400\)/);
    assert.ok(Date.now() - started < 10_000);
  });
});
