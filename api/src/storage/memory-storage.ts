import { Readable } from 'node:stream';
import { assertSafeKey, type FileStorage } from './file-storage';

/** In-process storage for tests: same contract as the disk, nothing written anywhere. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, Buffer>();

  async write(key: string, source: Readable): Promise<void> {
    assertSafeKey(key);
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk as Buffer));
    this.files.set(key, Buffer.concat(chunks));
  }

  async read(key: string): Promise<Readable> {
    const data = this.files.get(key);
    if (!data) throw Object.assign(new Error(`no file ${key}`), { code: 'ENOENT' });
    return Readable.from([data]);
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}
