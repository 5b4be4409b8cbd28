import {
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_ATTACHMENTS_MAX_COUNT,
  DISPUTE_FILE_FIELD,
  DISPUTE_FILES_MAX_COUNT,
  PROFILE_PHOTO_ACCEPT,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  WORK_FILE_ACCEPT,
  WORK_FILE_EXTENSIONS,
  WORK_FILE_FIELD,
  WORK_FILE_KINDS_TEXT,
  WORK_FILE_MAX_BYTES,
  WORK_FILE_MIME_TYPES,
  WORK_FILES_MAX_COUNT,
} from './upload-limits';

// Every upload's rules, in one place both sides check with: the browser before it sends a file
// (checkFile / addFiles below, so a wrong or oversized file is refused at once rather than after a
// long upload), the server while the file streams in (api/src/commands/stage-file.ts: its content by
// its first bytes, its size as it grows). The server still checks every file's content.

/** The types the server recognises by a file's first bytes (api/src/lib/file-signatures.ts). */
export type FileContentType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/vnd.adobe.photoshop'
  | 'application/pdf'
  | 'application/zip'
  | 'application/vnd.rar'
  | 'application/x-7z-compressed';

/** Every kind of upload (stored_files.kind). */
export type UploadKind = 'profilePhoto' | 'resume' | 'blogImage' | 'chatAttachment' | 'disputeFile' | 'work';

/** What the browser says of a refused file (in a list of files, it names the file). */
export interface FileRefusals {
  wrongKind: (name: string) => string;
  tooLarge: (name: string) => string;
  empty: (name: string) => string;
}

/** What a kind of upload takes. */
export interface FileRules {
  kind: UploadKind;
  /** The multipart field its files are sent in. */
  field: string;
  /** Types taken by content, whatever the name or the type the browser claims (checked by the server). */
  contentTypes: readonly FileContentType[];
  /** Names taken (by extension); a file must match whatever type the browser claims. */
  names: RegExp;
  /**
   * A type the browser names and `types` takes is enough, whatever the name (the one-file pickers:
   * a photo named without an extension is still a photo); otherwise the name must match too.
   */
  trustType?: boolean;
  /** Types taken when the browser names one (it does not always). */
  types?: ReadonlySet<string>;
  /** For `<input accept>`. */
  accept: string;
  maxBytes: number;
  maxCount: number;
  /** The browser's reasons for refusing a file. */
  refusals: FileRefusals;
  /** The server's answers: its content is of another kind (415), it is too large (413). */
  serverRefusals: { wrongType: string; tooLarge: string };
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

/** The reasons for a file picked among others: each names its file. */
const namedRefusals = (wrongKind: string, maxBytes: number): FileRefusals => ({
  wrongKind: (name) => `“${name}” ${wrongKind}`,
  tooLarge: (name) => `“${name}” is larger than ${mb(maxBytes)} MB.`,
  empty: (name) => `“${name}” is empty.`,
});

/** The reasons for the one file of a picker (a photo, a resume, a picture). */
const singleRefusals = (kind: string, noun: string, maxBytes: number): FileRefusals => ({
  wrongKind: () => `Please choose ${kind}.`,
  tooLarge: () => `The ${noun} is too large: the limit is ${mb(maxBytes)} MB.`,
  empty: () => `The ${noun} is empty.`,
});

const oneFile = {
  maxCount: 1,
  trustType: true,
  tooMany: 'Send exactly one file.',
  sameFile: sameNameSizeAndDate,
};

const IMAGE_NAMES = /\.(jpe?g|png)$/i;

/** A profile photo: JPG or PNG. */
export const PROFILE_PHOTO_RULES: FileRules = {
  ...oneFile,
  kind: 'profilePhoto',
  field: 'profilePhoto',
  contentTypes: PROFILE_PHOTO_MIME_TYPES,
  names: IMAGE_NAMES,
  types: new Set(PROFILE_PHOTO_MIME_TYPES),
  accept: PROFILE_PHOTO_ACCEPT,
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  refusals: singleRefusals('a JPG or PNG image', 'file', PROFILE_PHOTO_MAX_BYTES),
  serverRefusals: {
    wrongType: 'The profile photo must be a JPG or PNG image.',
    tooLarge: `The profile photo must be at most ${mb(PROFILE_PHOTO_MAX_BYTES)} MB.`,
  },
  limitsText: `JPG or PNG, up to ${mb(PROFILE_PHOTO_MAX_BYTES)} MB.`,
};

/** A freelancer's resume: PDF. */
export const RESUME_RULES: FileRules = {
  ...oneFile,
  kind: 'resume',
  field: 'resume',
  contentTypes: RESUME_MIME_TYPES,
  names: /\.pdf$/i,
  types: new Set(RESUME_MIME_TYPES),
  accept: RESUME_ACCEPT,
  maxBytes: RESUME_MAX_BYTES,
  refusals: singleRefusals('a PDF file', 'file', RESUME_MAX_BYTES),
  serverRefusals: {
    wrongType: 'The resume must be a PDF file.',
    tooLarge: `The resume must be at most ${mb(RESUME_MAX_BYTES)} MB.`,
  },
  limitsText: `PDF only, up to ${mb(RESUME_MAX_BYTES)} MB.`,
};

/** A blog post's picture (admins): JPG or PNG, like a photo. */
export const BLOG_IMAGE_RULES: FileRules = {
  ...oneFile,
  kind: 'blogImage',
  field: BLOG_IMAGE_FIELD,
  contentTypes: PROFILE_PHOTO_MIME_TYPES,
  names: IMAGE_NAMES,
  types: new Set(PROFILE_PHOTO_MIME_TYPES),
  accept: PROFILE_PHOTO_ACCEPT,
  maxBytes: BLOG_IMAGE_MAX_BYTES,
  refusals: singleRefusals('a JPG or PNG image', 'image', BLOG_IMAGE_MAX_BYTES),
  serverRefusals: {
    wrongType: 'The image must be a JPG or PNG file.',
    tooLarge: `The image must be at most ${mb(BLOG_IMAGE_MAX_BYTES)} MB.`,
  },
  limitsText: `JPG or PNG, up to ${mb(BLOG_IMAGE_MAX_BYTES)} MB.`,
};

// Windows labels ZIP archives with its own type; the server reads the content either way.
const ATTACHMENT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
]);

const messageFiles = (kind: 'chatAttachment' | 'disputeFile', field: string, maxCount: number): FileRules => ({
  kind,
  field,
  contentTypes: CHAT_ATTACHMENT_MIME_TYPES,
  names: /\.(jpe?g|png|pdf|zip)$/i,
  types: ATTACHMENT_TYPES,
  accept: CHAT_ATTACHMENT_ACCEPT,
  maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
  maxCount,
  refusals: namedRefusals(
    'cannot be sent: only JPG, PNG, PDF and ZIP files can be attached.',
    CHAT_ATTACHMENT_MAX_BYTES,
  ),
  serverRefusals: {
    wrongType: 'Each file must be an image (JPG or PNG), a PDF or a ZIP archive.',
    tooLarge: `Each file must be at most ${mb(CHAT_ATTACHMENT_MAX_BYTES)} MB.`,
  },
  tooMany: `You can attach at most ${maxCount} files to one message.`,
  sameFile: sameNameSizeAndDate,
  limitsText: `Images (JPG, PNG), PDF or ZIP, up to ${mb(CHAT_ATTACHMENT_MAX_BYTES)} MB each, ${maxCount} per message.`,
});

/** Files sent with a chat message. */
export const CHAT_ATTACHMENT_RULES = messageFiles('chatAttachment', CHAT_ATTACHMENT_FIELD, CHAT_ATTACHMENTS_MAX_COUNT);

/** Files sent in a dispute thread: the same kinds and sizes as chat attachments. */
export const DISPUTE_FILE_RULES = messageFiles('disputeFile', DISPUTE_FILE_FIELD, DISPUTE_FILES_MAX_COUNT);

/**
 * Delivered work: the design, document and archive kinds the server can verify by content (by name
 * here; browsers disagree on their types, so the type they claim is not checked).
 */
export const WORK_FILE_RULES: FileRules = {
  kind: 'work',
  field: WORK_FILE_FIELD,
  contentTypes: WORK_FILE_MIME_TYPES,
  names: new RegExp(`\\.(${WORK_FILE_EXTENSIONS.join('|')})$`, 'i'),
  accept: WORK_FILE_ACCEPT,
  maxBytes: WORK_FILE_MAX_BYTES,
  maxCount: WORK_FILES_MAX_COUNT,
  refusals: namedRefusals(
    `cannot be delivered: send a ${WORK_FILE_KINDS_TEXT} (or put it in a ZIP).`,
    WORK_FILE_MAX_BYTES,
  ),
  serverRefusals: {
    wrongType: `Each file must be a ${WORK_FILE_KINDS_TEXT}; other kinds can be sent inside a ZIP.`,
    tooLarge: `Each file must be at most ${mb(WORK_FILE_MAX_BYTES)} MB.`,
  },
  tooMany: `You can send at most ${WORK_FILES_MAX_COUNT} files at once.`,
  alreadyChosen: 'is already in the list.',
  // Same name and size counts as the same file (spec §5): picked twice, it is kept once.
  sameFile: (a, b) => a.name === b.name && a.size === b.size,
  limitsText: `${WORK_FILE_KINDS_TEXT}, up to ${mb(WORK_FILE_MAX_BYTES)} MB each, ${WORK_FILES_MAX_COUNT} at most.`,
};

/** Every upload's rules, by kind. */
export const UPLOAD_RULES: Record<UploadKind, FileRules> = {
  profilePhoto: PROFILE_PHOTO_RULES,
  resume: RESUME_RULES,
  blogImage: BLOG_IMAGE_RULES,
  chatAttachment: CHAT_ATTACHMENT_RULES,
  disputeFile: DISPUTE_FILE_RULES,
  work: WORK_FILE_RULES,
};

/** Why `file` would be refused, or null when it may be sent. */
export function checkFile(file: File, rules: FileRules): string | null {
  const typeOk = !rules.types || !file.type || rules.types.has(file.type);
  const trusted = rules.trustType === true && Boolean(file.type) && rules.types !== undefined;
  if (!typeOk || !(trusted || rules.names.test(file.name))) return rules.refusals.wrongKind(file.name);
  if (file.size > rules.maxBytes) return rules.refusals.tooLarge(file.name);
  if (file.size === 0) return rules.refusals.empty(file.name);
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
