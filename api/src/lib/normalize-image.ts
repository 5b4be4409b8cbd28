import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@freelane/shared/contracts';
import { HttpError } from '../errors';

/** The images shown to everyone (profile photos, blog covers) are re-encoded to this shape on upload. */
export interface ImageShape {
  /** The longest side kept, in pixels: larger images are scaled down to it, smaller ones never up. */
  maxEdge: number;
}

export type ImageType = 'image/jpeg' | 'image/png';

export interface NormalizedImage {
  data: Buffer;
  contentType: ImageType;
}

/**
 * A decoded image's size in pixels is what costs memory, not its file size: a 1 MB PNG can claim
 * 100,000 × 100,000. Refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = IMAGE_MAX_PIXELS;

const JPEG_QUALITY = 82;

const unreadable = () =>
  new HttpError(
    415,
    'UNSUPPORTED_FILE_TYPE',
    'This image could not be read: it may be damaged, or not really a JPG or PNG image.',
  );

/**
 * An uploaded photo as it will be served: scaled down to `shape.maxEdge`, turned upright (a phone's
 * EXIF orientation applied to the pixels), and without the metadata a camera writes (EXIF with its
 * GPS position, XMP, IPTC, text chunks): the file is public and sits on every card of its owner.
 * A photo without transparency becomes a JPEG; one with transparency stays a PNG. An image that is
 * already small, upright and free of metadata keeps its own bytes when they are smaller than the
 * re-encoded ones (an optimised 256-colour PNG would grow as a JPEG).
 *
 * Why on upload, not on request: a phone showing twelve talent cards would otherwise fetch twelve
 * camera originals (up to 5 MB each) to draw them at 56 px (issue 39: every page fast on a phone).
 */
export async function normalizeImage(original: Buffer, type: ImageType, shape: ImageShape): Promise<NormalizedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(original, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      'FILE_TOO_LARGE',
      `This image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (it has ${Math.round((width * height) / 1_000_000)}).`,
    );
  }
  const transparent = type === 'image/png' && metadata.hasAlpha === true;
  const contentType: ImageType = transparent ? 'image/png' : 'image/jpeg';
  let data: Buffer;
  try {
    const pipeline = sharp(original, options)
      .rotate()
      .resize({ width: shape.maxEdge, height: shape.maxEdge, fit: 'inside', withoutEnlargement: true });
    data = await (
      transparent
        ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
        : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    ).toBuffer();
  } catch {
    throw unreadable();
  }
  const alreadyFit =
    Math.max(width, height) <= shape.maxEdge &&
    (metadata.orientation ?? 1) === 1 &&
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.iptc &&
    !metadata.comments?.length;
  if (alreadyFit && original.length <= data.length) return { data: original, contentType: type };
  return { data, contentType };
}
