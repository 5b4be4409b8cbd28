import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';
import type { DetectedType } from './file-signatures';
import { normalizeImage, type ImageShape, type ImageType } from './normalize-image';
import { UploadInspector, type InspectOptions } from './upload-inspector';

export interface InspectedFile {
  contentType: DetectedType;
  size: number;
}

/**
 * Streams one uploaded part through the content-type and size check into storage under `key`.
 * A refused, broken or given-up upload (`signal`: the request's, lib/request-given-up.ts) leaves
 * nothing under the key, and the rest of the part is drained so the multipart request can still
 * finish with our answer (413/415, or 503 when the store does not answer). With `image`, the part
 * is read whole (it is at most the kind's limit) and stored as `normalizeImage` re-encodes it.
 */
export async function storeInspected(
  app: { storage: FileStorage },
  key: string,
  source: Readable,
  rules: InspectOptions,
  signal?: AbortSignal,
  image?: ImageShape,
): Promise<InspectedFile> {
  const inspector = new UploadInspector(rules);
  const drain = () => {
    source.unpipe(inspector);
    source.resume();
  };
  source.on('error', (error) => inspector.destroy(error));
  inspector.on('error', drain);
  try {
    if (image) {
      const original = await readWhole(source.pipe(inspector), signal);
      const normalized = await normalizeImage(original, inspector.type as ImageType, image);
      await app.storage.write(key, Readable.from([normalized.data]), signal);
      return { contentType: normalized.contentType, size: normalized.data.length };
    }
    await app.storage.write(key, source.pipe(inspector), signal);
  } catch (error) {
    drain();
    // The app's storage records a removal that fails, for the hourly sweep; the client must hear
    // why the upload failed, not why its clean-up did.
    await app.storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { contentType: inspector.type as DetectedType, size: inspector.size };
}

/** A stream's bytes (an inspected part's are bounded by the inspector's size check), or its error. */
export async function readWhole(stream: Readable, signal?: AbortSignal): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    signal?.throwIfAborted();
    chunks.push(chunk as Buffer);
  }
  signal?.throwIfAborted();
  return Buffer.concat(chunks);
}
