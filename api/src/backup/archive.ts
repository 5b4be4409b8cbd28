import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * The backup file (issue 33): a plain POSIX tar (ustar), so an operator can list and unpack it with
 * `tar` on any machine, written in one pass. An entry's size is known only once its stream ends (a
 * pg_dump, a gzip of the embedded database), so its header is written as a placeholder and filled in
 * afterwards; the manifest, which names every entry with its size and sha256, is the last entry.
 */
export const BLOCK = 512;

export interface ArchiveEntry {
  name: string;
  bytes: number;
  sha256: string;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0');
}

/** A ustar header; `name` of up to 100 bytes, or a folder prefix and a name split at a slash. */
function header(name: string, size: number, mtime: Date, mode: number): Buffer {
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`name too long for the backup archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const block = Buffer.alloc(BLOCK);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)}\u0000 `, 148, 8, 'ascii');
  return block;
}

export const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

export interface TarHeader {
  name: string;
  size: number;
  /** `0` a file, `5` a folder. */
  type: string;
}

/** One ustar header block, or null for an end-of-archive (zero) block; throws on a damaged one. */
export function parseTarHeader(block: Uint8Array): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  const text = (start: number, length: number) =>
    Buffer.from(block.buffer, block.byteOffset + start, length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index];
  if (Number.parseInt(text(148, 8).trim(), 8) !== sum) throw new Error('a damaged tar header');
  const prefix = text(345, 155);
  const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
  return { name, size: Number.parseInt(text(124, 12).trim(), 8) || 0, type: text(156, 1) || '0' };
}

/** Writes the archive at `file` (created, never overwritten); finish() seals it. */
export class ArchiveWriter {
  readonly entries: ArchiveEntry[] = [];
  #position = 0;

  private constructor(private readonly handle: FileHandle) {}

  static async create(file: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(file, 'wx', 0o600));
  }

  /** Streams `source` in as `name`; resolves to the entry once it is written. */
  async addStream(
    name: string,
    source: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  ): Promise<ArchiveEntry> {
    const start = this.#position;
    this.#position += BLOCK; // the header, once the size is known
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of source) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
      hash.update(data);
      await this.#write(data);
      bytes += data.length;
    }
    await this.#write(Buffer.alloc(padding(bytes)));
    await this.handle.write(header(name, bytes, new Date(), 0o600), 0, BLOCK, start);
    const entry = { name, bytes, sha256: hash.digest('hex') };
    this.entries.push(entry);
    return entry;
  }

  addBuffer(name: string, data: Uint8Array): Promise<ArchiveEntry> {
    return this.addStream(name, [data]);
  }

  /** The end-of-archive blocks, then the bytes are flushed to the disk before it resolves. */
  async finish(): Promise<number> {
    await this.#write(Buffer.alloc(BLOCK * 2));
    await this.handle.sync();
    await this.handle.close();
    return this.#position;
  }

  /** Closes without sealing (the caller removes the file). */
  async abandon(): Promise<void> {
    await this.handle.close().catch(() => undefined);
  }

  async #write(data: Uint8Array) {
    let done = 0;
    while (done < data.length) {
      const { bytesWritten } = await this.handle.write(data, done, data.length - done, this.#position);
      done += bytesWritten;
      this.#position += bytesWritten;
    }
  }
}

export interface IndexedEntry {
  name: string;
  /** Where the entry's bytes start in the file. */
  offset: number;
  bytes: number;
}

/** Every entry of the archive at `file`, by name, from its headers (the data is not read). */
export async function readArchiveIndex(file: string): Promise<Map<string, IndexedEntry>> {
  const handle = await open(file, 'r');
  const entries = new Map<string, IndexedEntry>();
  try {
    const { size } = await handle.stat();
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    while (position + BLOCK <= size) {
      await handle.read(block, 0, BLOCK, position);
      let header: TarHeader | null;
      try {
        header = parseTarHeader(block);
      } catch {
        throw new Error(`${file} is not a Freelane backup (a damaged tar header at byte ${position})`);
      }
      if (!header) return entries;
      entries.set(header.name, { name: header.name, offset: position + BLOCK, bytes: header.size });
      position += BLOCK + header.size + padding(header.size);
    }
  } finally {
    await handle.close();
  }
  throw new Error(`${file} ends before its last entry: the backup is incomplete`);
}

/** The bytes of one entry. */
export function readEntry(file: string, entry: IndexedEntry): Readable {
  if (entry.bytes === 0) return Readable.from([]);
  // `end` is inclusive.
  return createReadStream(file, {
    start: entry.offset,
    end: entry.offset + entry.bytes - 1,
    highWaterMark: 1024 * 1024,
  });
}

export async function readEntryBuffer(file: string, entry: IndexedEntry): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const data = Buffer.alloc(entry.bytes);
    await handle.read(data, 0, entry.bytes, entry.offset);
    return data;
  } finally {
    await handle.close();
  }
}

/** The sha256 of one entry's bytes. */
export async function hashEntry(file: string, entry: IndexedEntry): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of readEntry(file, entry)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
