import { randomBytes } from 'node:crypto';
import { zipArchive } from '../lib/zip-archive';

/** A real ZIP archive holding one file, as `unzip` would accept it. */
export function zipOf(name: string, content: Buffer | string): Buffer {
  return zipArchive([{ name, content }]);
}

/** The 22-byte archive a zip tool writes for an empty folder. */
export const EMPTY_ZIP = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

/** RAR 5 signature followed by arbitrary bytes (enough for the content check). */
export const RAR5_HEAD = Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), randomBytes(64)]);
/** RAR 1.5-4 signature followed by arbitrary bytes. */
export const RAR4_HEAD = Buffer.concat([Buffer.from('Rar!\x1a\x07\x00', 'latin1'), randomBytes(64)]);
