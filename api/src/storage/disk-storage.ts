import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../lib/tokens';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under one folder (DATA_DIR/uploads). Writes go to a temporary name, then rename. */
export function createDiskStorage(rootDir: string): FileStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    async write(key, source) {
      const target = fileFor(key);
      await mkdir(rootDir, { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomToken(6)}.part`;
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600, flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      // Opening first turns a missing file into a rejected promise instead of a stream error. The
      // stream owns the handle and closes it (a bare fd would be closed twice: a fatal EBADF).
      const handle = await open(fileFor(key), 'r');
      return handle.createReadStream();
    },
    async remove(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
