import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  type UploadField,
} from '@freelane/shared/contracts';

const RULES: Record<UploadField, { types: readonly string[]; extensions: RegExp; maxBytes: number; kind: string }> = {
  profilePhoto: {
    types: PROFILE_PHOTO_MIME_TYPES,
    extensions: /\.(jpe?g|png)$/i,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    kind: 'a JPG or PNG image',
  },
  resume: { types: RESUME_MIME_TYPES, extensions: /\.pdf$/i, maxBytes: RESUME_MAX_BYTES, kind: 'a PDF file' },
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * The browser-side pre-check, with the server's own limits, so a wrong file is refused at once
 * instead of after a long upload. The server still checks the real content (magic bytes).
 * Returns the message to show, or null when the file may be sent.
 */
export function checkUploadFile(field: UploadField, file: File): string | null {
  const rule = RULES[field];
  const typeOk = file.type ? rule.types.includes(file.type) : rule.extensions.test(file.name);
  if (!typeOk) return `Please choose ${rule.kind}.`;
  if (file.size > rule.maxBytes) return `The file is too large: the limit is ${megabytes(rule.maxBytes)}.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}
