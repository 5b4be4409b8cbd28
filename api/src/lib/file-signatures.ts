/** Content types we accept, recognised by their first bytes ("magic numbers"), not by name. */
export type DetectedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { type: DetectedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** Bytes needed to decide. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

export function detectType(head: Buffer): DetectedType | null {
  const match = SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte));
  return match?.type ?? null;
}
