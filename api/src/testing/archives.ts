import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { storedZip } from '../lib/stored-zip';

/** A real ZIP archive holding one stored (uncompressed) file, as `unzip` would accept it. */
export function zipOf(name: string, content: Buffer | string): Buffer {
  return storedZip([{ name, content }]);
}

/**
 * Reads a stored (uncompressed) ZIP archive the way an unzip tool checks it: end record, central
 * directory, each local header and each entry's CRC-32. Throws on anything malformed.
 */
export function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const fail = (what: string): never => {
    throw new Error(`not a valid ZIP archive: ${what}`);
  };
  if (zip.length < 22) fail('too short');
  const end = zip.length - 22; // no archive comment
  if (zip.readUInt32LE(end) !== 0x06054b50) fail('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let cursor = zip.readUInt32LE(end + 16);
  if (cursor + directorySize !== end) fail('central directory not where the end record says');
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(cursor) !== 0x02014b50) fail(`entry ${index}: no central directory header`);
    if (zip.readUInt16LE(cursor + 10) !== 0) fail(`entry ${index}: compressed`);
    const crc = zip.readUInt32LE(cursor + 16);
    const size = zip.readUInt32LE(cursor + 20);
    const nameLength = zip.readUInt16LE(cursor + 28);
    const extraLength = zip.readUInt16LE(cursor + 30) + zip.readUInt16LE(cursor + 32);
    const local = zip.readUInt32LE(cursor + 42);
    const name = zip.subarray(cursor + 46, cursor + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) fail(`${name}: no local file header`);
    if (zip.readUInt32LE(local + 14) !== crc || zip.readUInt32LE(local + 22) !== size) fail(`${name}: headers disagree`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (data.length !== size || crc32(data) !== crc) fail(`${name}: CRC-32 mismatch`);
    entries.set(name, data);
    cursor += 46 + nameLength + extraLength;
  }
  if (cursor !== end) fail('central directory size mismatch');
  return entries;
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
