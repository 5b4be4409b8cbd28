import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomToken } from '../lib/tokens';
import { assertSafeKey, type FileStorage } from './file-storage';

const TEMPORARY_SUFFIX = '.part';

/** Files under one folder (DATA_DIR/uploads). Writes go to a temporary name, then rename. */
export function createDiskStorage(rootDir: string): FileStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };
  return {
    async write(key, source, signal) {
      const target = fileFor(key);
      await mkdir(rootDir, { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomToken(6)}${TEMPORARY_SUFFIX}`;
      try {
        await pipeline(source, createWriteStream(temporary, { mode: 0o600, flags: 'wx' }), { signal });
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
    /** Temporary files a killed process left (a live write touches its file as bytes arrive). */
    async dropUnfinishedWrites(startedBefore, owns) {
      const names = await readdir(rootDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      let dropped = 0;
      for (const name of names.filter((candidate) => candidate.endsWith(TEMPORARY_SUFFIX))) {
        // `<key>.<random>.part`: a key has no dot.
        if (owns && !owns(name.slice(0, name.indexOf('.')))) continue;
        const file = path.join(rootDir, name);
        const info = await stat(file).catch(() => null);
        if (!info || info.mtime >= startedBefore) continue;
        await rm(file, { force: true });
        dropped += 1;
      }
      return dropped;
    },
    async probe() {
      await mkdir(rootDir, { recursive: true, mode: 0o700 });
      await access(rootDir, constants.W_OK);
    },
  };
}
