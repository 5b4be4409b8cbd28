import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** A real ZIP archive holding one stored (uncompressed) file, as `unzip` would accept it. */
export function zipOf(name: string, content: Buffer | string): Buffer {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory header
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);

  const localSize = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
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
