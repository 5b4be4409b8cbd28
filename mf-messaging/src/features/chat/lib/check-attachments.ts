import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_ATTACHMENTS_MAX_COUNT,
} from '@freelane/shared/contracts';

const MAX_MB = Math.round(CHAT_ATTACHMENT_MAX_BYTES / (1024 * 1024));
const ALLOWED_NAME = /\.(jpe?g|png|pdf|zip)$/i;
// Windows labels ZIP archives with its own type; the server reads the content either way.
const ALLOWED_TYPES = new Set<string>([...CHAT_ATTACHMENT_MIME_TYPES, 'application/x-zip-compressed']);

export const ATTACHMENT_LIMITS_TEXT = `Images (JPG, PNG), PDF or ZIP, up to ${MAX_MB} MB each, ${CHAT_ATTACHMENTS_MAX_COUNT} per message.`;

/**
 * The browser-side pre-check with the server's limits, so a wrong or oversized file is refused at
 * once rather than after a long upload. The server still checks the content.
 */
export function checkAttachment(file: File): string | null {
  const typeOk = file.type ? ALLOWED_TYPES.has(file.type) : ALLOWED_NAME.test(file.name);
  if (!typeOk || !ALLOWED_NAME.test(file.name))
    return `“${file.name}” cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.`;
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return `“${file.name}” is larger than ${MAX_MB} MB.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

const isSameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export interface AddAttachmentsResult {
  files: File[];
  /** What was refused and why, one message per file. */
  problems: string[];
}

/** Adds picked files: wrong ones refused, duplicates dropped, never more than the maximum per message. */
export function addAttachments(current: readonly File[], picked: readonly File[]): AddAttachmentsResult {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = checkAttachment(file);
    if (problem) problems.push(problem);
    else if (files.some((kept) => isSameFile(kept, file))) continue;
    else if (files.length >= CHAT_ATTACHMENTS_MAX_COUNT)
      problems.push(`You can attach at most ${CHAT_ATTACHMENTS_MAX_COUNT} files to one message.`);
    else files.push(file);
  }
  return { files, problems: [...new Set(problems)] };
}
