import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated (e.g. `site/index.html`). */
  name: string;
  content: Buffer | string;
}

/** Bit 11 of the general purpose flag: the entry's name is UTF-8. */
const UTF8_NAME = 0x0800;

/** MS-DOS date and time of `modified` (UTC), as ZIP headers store them; 1980-01-01 at the earliest. */
function dosDateTime(modified: Date): { date: number; time: number } {
  if (modified.getUTCFullYear() < 1980) return { date: (1 << 5) | 1, time: 0 };
  return {
    date: ((modified.getUTCFullYear() - 1980) << 9) | ((modified.getUTCMonth() + 1) << 5) | modified.getUTCDate(),
    time: (modified.getUTCHours() << 11) | (modified.getUTCMinutes() << 5) | Math.floor(modified.getUTCSeconds() / 2),
  };
}

/**
 * A real ZIP archive of stored (uncompressed) entries, as `unzip` and every desktop accepts it. Small
 * and dependency-free: the demo data delivers one as work, the tests upload them.
 */
export function storedZip(entries: readonly ZipEntry[], modified: Date = new Date(0)): Buffer {
  const { date, time } = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const name = Buffer.from(entry.name);
    const flags = /^[\x20-\x7e]*$/.test(entry.name) ? 0 : UTF8_NAME;
    const crc = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header
    local.writeUInt16LE(20, 4); // version needed (2.0)
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(0, 8); // method: stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42); // where the local header starts

    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
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
