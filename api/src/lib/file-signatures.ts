import type { FileContentType } from '@freelane/shared/contracts';

/** Content types we accept, recognised by their first bytes ("magic numbers"), not by name. */
export type DetectedType = FileContentType;

const SIGNATURES: { type: DetectedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  // ZIP local file header "PK\3\4"; "PK\5\6" is the end record that opens an empty archive.
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  // "Rar!\x1a\x07": RAR 1.5-4 continue with 0x00, RAR 5 with 0x01 0x00; both start like this.
  { type: 'application/vnd.rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
];

/** Bytes needed to decide. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

export function detectType(head: Buffer): DetectedType | null {
  const match = SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}
