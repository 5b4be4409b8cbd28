import { Readable } from 'node:stream';
import { assertSafeKey, missingFile, type FileStorage } from './file-storage';

/** In-process storage for tests: same contract as the disk, nothing written anywhere. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async write(key: string, source: Readable, signal?: AbortSignal): Promise<void> {
    assertSafeKey(key);
    const chunks: Buffer[] = [];
    for await (const chunk of source) {
      signal?.throwIfAborted();
      chunks.push(Buffer.from(chunk as Buffer));
    }
    signal?.throwIfAborted();
    this.files.set(key, Buffer.concat(chunks));
  }

  async read(key: string): Promise<Readable> {
    assertSafeKey(key);
    const data = this.files.get(key);
    if (!data) throw missingFile(key);
    return Readable.from([data]);
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    this.files.delete(key);
  }

  /** A write here either finishes or keeps nothing. */
  async dropUnfinishedWrites(): Promise<number> {
    return 0;
  }

  async probe(): Promise<void> {}
}
