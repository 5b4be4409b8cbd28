import { CHAT_ATTACHMENT_ACCEPT, CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_MAX_COUNT } from './messages';
import { DISPUTE_FILES_MAX_COUNT } from './disputes';
import { WORK_FILE_ACCEPT, WORK_FILE_MAX_BYTES, WORK_FILES_MAX_COUNT } from './work';

/**
 * What a kind of upload takes, as the server checks it: the browser-side pre-check reads these so
 * a wrong or oversized file is refused at once rather than after a long upload. The server still
 * checks every file's content.
 */
export interface FileRules {
  /** Names taken (by extension); a file must match whatever type the browser claims. */
  names: RegExp;
  /** Types taken when the browser names one (it does not always). */
  types?: ReadonlySet<string>;
  /** For `<input accept>`. */
  accept: string;
  maxBytes: number;
  maxCount: number;
  /** Why a file of another kind is refused: `“name” <wrongKind>`. */
  wrongKind: string;
  tooMany: string;
  /** Said when a file already chosen is picked again; without it the second pick is dropped quietly. */
  alreadyChosen?: string;
  /** Which two files count as one. */
  sameFile: (a: File, b: File) => boolean;
  /** The limits in one sentence, for a hint beside the picker. */
  limitsText: string;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const sameNameSizeAndDate = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

// Windows labels ZIP archives with its own type; the server reads the content either way.
const ATTACHMENT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
]);

const messageFiles = (maxCount: number): FileRules => ({
  names: /\.(jpe?g|png|pdf|zip)$/i,
  types: ATTACHMENT_TYPES,
  accept: CHAT_ATTACHMENT_ACCEPT,
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  maxCount,
  wrongKind: 'cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
  tooMany: `You can attach at most ${maxCount} files to one message.`,
  sameFile: sameNameSizeAndDate,
  limitsText: `Images (JPG, PNG), PDF or ZIP, up to ${mb(CHAT_ATTACHMENT_MAX_BYTES)} MB each, ${maxCount} per message.`,
});

/** Files sent with a chat message. */
export const CHAT_ATTACHMENT_RULES = messageFiles(CHAT_ATTACHMENTS_MAX_COUNT);

/** Files sent in a dispute thread: the same kinds and sizes as chat attachments. */
export const DISPUTE_FILE_RULES = messageFiles(DISPUTE_FILES_MAX_COUNT);

/** Delivered work: ZIP or RAR archives (by name; browsers disagree on their types). */
export const WORK_FILE_RULES: FileRules = {
  names: /\.(zip|rar)$/i,
  accept: WORK_FILE_ACCEPT,
  maxBytes: WORK_FILE_MAX_BYTES,
  maxCount: WORK_FILES_MAX_COUNT,
  wrongKind: 'is not a ZIP or RAR file.',
  tooMany: `You can send at most ${WORK_FILES_MAX_COUNT} files at once.`,
  alreadyChosen: 'is already in the list.',
  // Same name and size counts as the same file (spec §5): picked twice, it is kept once.
  sameFile: (a, b) => a.name === b.name && a.size === b.size,
  limitsText: `ZIP or RAR, up to ${mb(WORK_FILE_MAX_BYTES)} MB each, ${WORK_FILES_MAX_COUNT} at most.`,
};

/** Why `file` would be refused, or null when it may be sent. */
export function checkFile(file: File, rules: FileRules): string | null {
  const typeOk = !rules.types || !file.type || rules.types.has(file.type);
  if (!typeOk || !rules.names.test(file.name)) return `“${file.name}” ${rules.wrongKind}`;
  if (file.size > rules.maxBytes) return `“${file.name}” is larger than ${mb(rules.maxBytes)} MB.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

export interface AddFilesResult {
  files: File[];
  /** What was refused and why, each problem once. */
  problems: string[];
}

/** Adds picked files to those chosen: wrong ones refused, repeats dropped, never more than the maximum. */
export function addFiles(current: readonly File[], picked: readonly File[], rules: FileRules): AddFilesResult {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = checkFile(file, rules);
    if (problem) problems.push(problem);
    else if (files.some((kept) => rules.sameFile(kept, file))) {
      if (rules.alreadyChosen) problems.push(`“${file.name}” ${rules.alreadyChosen}`);
    } else if (files.length >= rules.maxCount) problems.push(rules.tooMany);
    else files.push(file);
  }
  return { files, problems: [...new Set(problems)] };
}

/** "820 B", "14 KB", "3.2 MB": what a reader needs to judge a file. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
