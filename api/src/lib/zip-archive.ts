import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  /** Path inside the archive, `/`-separated (e.g. `site/index.html`). */
  name: string;
  content: Buffer | string;
}

/** ZIP stores MS-DOS dates, which start in 1980. */
const EARLIEST = new Date('1980-01-01T00:00:00Z');

/**
 * A ZIP archive of `entries` dated `modified` (fixed by default, so the same entries give the same
 * bytes): the demo data delivers these as work and the tests upload them.
 */
export function zipArchive(entries: readonly ZipEntry[], modified: Date = EARLIEST): Buffer {
  const mtime = modified < EARLIEST ? EARLIEST : modified;
  const files: Zippable = {};
  for (const entry of entries) {
    const data = typeof entry.content === 'string' ? strToU8(entry.content) : new Uint8Array(entry.content);
    files[entry.name] = [data, { mtime }];
  }
  return Buffer.from(zipSync(files));
}

/** The entries of a ZIP archive, checked as an unzip tool checks them; throws on anything malformed. */
export function readZipArchive(zip: Buffer): Map<string, Buffer> {
  return new Map(Object.entries(unzipSync(new Uint8Array(zip))).map(([name, data]) => [name, Buffer.from(data)]));
}
