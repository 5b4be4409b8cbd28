import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StoredFileRow } from '../db/schema';
import { HttpError } from '../errors';
import { normalizeImage, type ImageType } from '../lib/normalize-image';
import { readWhole } from '../lib/store-inspected';
import type { CommandContext } from './command-context';
import { storedAs } from './stage-file';

/** Images re-encoded per run: a run stays a few seconds of libvips' time (about 0.1–0.2 s each). */
const BATCH = 25;

/**
 * The profile photos and blog images stored as sent before uploads were re-encoded (stop 54),
 * re-encoded in place: the same file id and URL, new bytes under a new key, the row moved to them
 * only while it still points at the old key (a person replacing their photo meanwhile wins), then
 * the old bytes removed. Safe to run from several processes and to repeat: each image is marked
 * once done, also when its own bytes stay (already fit, or not readable as an image: logged).
 * Resolves to how many images got new bytes.
 */
export async function reencodeStoredImages(app: CommandContext): Promise<number> {
  let reencoded = 0;
  for (const file of await app.repos.storedFiles.imagesAsSent(BATCH)) {
    if (await reencodeOne(app, file)) reencoded += 1;
  }
  return reencoded;
}

async function reencodeOne(app: CommandContext, file: StoredFileRow): Promise<boolean> {
  const keep = () => app.repos.storedFiles.markReencoded(file.id, file.storageKey, null, app.clock.now());
  const { prefix, image } = storedAs(file.kind);
  if (!image || (file.contentType !== 'image/jpeg' && file.contentType !== 'image/png')) {
    await keep();
    return false;
  }
  let original: Buffer;
  try {
    original = await readWhole(await app.storage.read(file.storageKey));
  } catch (error) {
    // Bytes already gone: nothing to re-encode (the file answers 404 as before). A store that
    // does not answer fails the run, which is retried.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await keep();
    return false;
  }
  let normalized: Awaited<ReturnType<typeof normalizeImage>>;
  try {
    normalized = await normalizeImage(original, file.contentType as ImageType, image);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    app.log.warn({ fileId: file.id, reason: error.message }, 'a stored image kept as sent: it cannot be re-encoded');
    await keep();
    return false;
  }
  if (normalized.data === original) {
    await keep();
    return false;
  }
  const key = app.storage.newKey(prefix, randomUUID());
  await app.storage.write(key, Readable.from([normalized.data]));
  const moved = await app.repos.storedFiles
    .markReencoded(
      file.id,
      file.storageKey,
      { storageKey: key, size: normalized.data.length, contentType: normalized.contentType },
      app.clock.now(),
    )
    .catch(async (error: unknown) => {
      await app.storage.discard([key]);
      throw error;
    });
  if (!moved) {
    await app.storage.discard([key]);
    return false;
  }
  await app.storage.discard([file.storageKey]);
  return true;
}
