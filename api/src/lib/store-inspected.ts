import type { Readable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage';
import type { DetectedType } from './file-signatures';
import { UploadInspector, type InspectOptions } from './upload-inspector';

export interface InspectedFile {
  contentType: DetectedType;
  size: number;
}

/**
 * Streams one uploaded part through the content-type and size check into storage under `key`.
 * A refused or broken upload leaves nothing under the key, and the rest of the part is drained
 * so the multipart request can still finish with our 413/415 answer.
 */
export async function storeInspected(
  app: { storage: FileStorage },
  key: string,
  source: Readable,
  rules: InspectOptions,
): Promise<InspectedFile> {
  const inspector = new UploadInspector(rules);
  source.on('error', (error) => inspector.destroy(error));
  inspector.on('error', () => {
    source.unpipe(inspector);
    source.resume();
  });
  try {
    await app.storage.write(key, source.pipe(inspector));
  } catch (error) {
    await app.storage.remove(key);
    throw error;
  }
  return { contentType: inspector.type as DetectedType, size: inspector.size };
}
