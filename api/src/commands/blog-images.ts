import type { Readable } from 'node:stream';
import type { CommandContext } from './command-context';
import type { UserRow } from '../db/schema';
import { stageFile } from './stage-file';
import { fileIdFromUrl, fileUrl } from './store-upload';

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
  const staged = await stageFile(app, admin.id, 'blogImage', source, fileName, signal);
  try {
    signal?.throwIfAborted();
    await app.repos.storedFiles.create(staged);
  } catch (error) {
    await app.storage.discard([staged.storageKey]);
    throw error;
  }
  return fileUrl(staged.id);
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
