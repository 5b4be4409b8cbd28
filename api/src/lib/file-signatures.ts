import type { FileContentType } from '@freelane/shared/contracts';

/** Content types we accept, recognised by their first bytes ("magic numbers"), not by name. */
export type DetectedType = FileContentType;

/** Bytes at a position of the file's start (most signatures are at 0). */
interface Signature {
  type: DetectedType;
  bytes: number[];
  at?: number;
  /** A second run of bytes the file must also have (WebP: "RIFF" at 0, "WEBP" at 8). */
  also?: { at: number; bytes: number[] };
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: Signature[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  { type: 'image/webp', bytes: ascii('RIFF'), also: { at: 8, bytes: ascii('WEBP') } },
  // Photoshop: "8BPS" then version 1 (PSD) or 2 (PSB, large documents).
  { type: 'image/vnd.adobe.photoshop', bytes: [...ascii('8BPS'), 0x00, 0x01] },
  { type: 'image/vnd.adobe.photoshop', bytes: [...ascii('8BPS'), 0x00, 0x02] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  // ZIP local file header "PK\3\4"; "PK\5\6" is the end record that opens an empty archive.
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  // "Rar!\x1a\x07": RAR 1.5-4 continue with 0x00, RAR 5 with 0x01 0x00; both start like this.
  { type: 'application/vnd.rar', bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  { type: 'application/x-7z-compressed', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] }, // "7z\xBC\xAF'\x1C"
];

/** Bytes needed to decide. */
export const SIGNATURE_LENGTH = Math.max(
  ...SIGNATURES.map(({ bytes, at = 0, also }) => Math.max(at + bytes.length, also ? also.at + also.bytes.length : 0)),
);

const hasAt = (head: Buffer, at: number, bytes: number[]) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

export function detectType(head: Buffer): DetectedType | null {
  const match = SIGNATURES.find(
    ({ bytes, at = 0, also }) => hasAt(head, at, bytes) && (!also || hasAt(head, also.at, also.bytes)),
  );
  return match?.type ?? null;
}
