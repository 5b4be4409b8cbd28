import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CommandContext } from './command-context';
import { BLOG_IMAGE_MAX_BYTES, PROFILE_PHOTO_MIME_TYPES } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { storeInspected } from '../lib/store-inspected';
import { cleanFileName, fileIdFromUrl, fileUrl } from './store-upload';
import { megabytes } from '../lib/file-size';

export const BLOG_IMAGE_WRONG_TYPE = 'The image must be a JPG or PNG file.';
export const BLOG_IMAGE_TOO_LARGE = `The image must be at most ${megabytes(BLOG_IMAGE_MAX_BYTES)}.`;

/**
 * Streams an admin's blog picture (JPG/PNG by content, ≤ 5 MB) into storage and records it; returns
 * its public URL. Nothing is recorded once `signal` (the request's) says the request was given up.
 */
export async function storeBlogImage(
  app: CommandContext,
  admin: UserRow,
  source: Readable,
  fileName: string | undefined,
  signal?: AbortSignal,
): Promise<string> {
  const id = randomUUID();
  const storageKey = app.storage.newKey('blog', id);
  const { contentType, size } = await storeInspected(
    app,
    storageKey,
    source,
    {
      allowed: PROFILE_PHOTO_MIME_TYPES,
      maxBytes: BLOG_IMAGE_MAX_BYTES,
      wrongTypeMessage: BLOG_IMAGE_WRONG_TYPE,
      tooLargeMessage: BLOG_IMAGE_TOO_LARGE,
    },
    signal,
  );
  try {
    signal?.throwIfAborted();
    await app.repos.storedFiles.create({
      id,
      ownerId: admin.id,
      kind: 'blogImage',
      contentType,
      originalName: cleanFileName(fileName, 'image'),
      size,
      storageKey,
    });
  } catch (error) {
    await app.storage.discard([storageKey]);
    throw error;
  }
  return fileUrl(id);
}

/**
 * Deletes an uploaded blog image that no post shows any more (after a post's image is replaced or
 * the post deleted). External URLs, other kinds of files and images still in use are left alone.
 */
export async function releaseBlogImage(app: CommandContext, image: string | null): Promise<void> {
  const id = fileIdFromUrl(image);
  if (!id || !image || (await app.repos.blogs.isImageUsed(image))) return;
  const file = await app.repos.storedFiles.findById(id);
  if (file?.kind !== 'blogImage') return;
  await app.repos.storedFiles.delete(id);
  await app.storage.remove(file.storageKey).catch((error: unknown) => {
    app.log.warn({ err: error, fileId: id }, 'a released blog image could not be removed from storage');
  });
}
