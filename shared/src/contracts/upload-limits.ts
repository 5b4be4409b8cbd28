// Every upload's field name, types, size and count, as plain constants. They live apart from the
// areas' zod schemas on purpose: `file-check.ts` (which every upload form loads) reads them from
// here, so a page with a file input does not also carry the chat's, the job's and the dispute's
// schemas (measured: 10 kB gzip more on /message when it read them from `messages.ts`). The areas'
// modules re-export them, so `@freelane/shared/contracts` offers them as before.

/** POST /user/updateFiles: the profile photo and the résumé, one file field each. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const RESUME_MIME_TYPES = ['application/pdf'] as const;
/**
 * The public images (profile photos, blog covers) are stored re-encoded (api/src/lib/normalize-image.ts):
 * upright, without camera metadata, their longest side at most this many pixels (a photo is drawn
 * at most ~200 px wide, ×3 on a phone; a cover across a page), and refused past IMAGE_MAX_PIXELS
 * decoded (what an image costs in memory, whatever its file size).
 */
export const PROFILE_PHOTO_MAX_EDGE = 512;
export const BLOG_IMAGE_MAX_EDGE = 1280;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** For `<input accept>` / antd Upload `accept`. */
export const PROFILE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const RESUME_ACCEPT = '.pdf,application/pdf';

/** Chat attachments: images, PDF and ZIP by content, each ≤ 20 MB, at most 5 per message. */
export const CHAT_ATTACHMENT_FIELD = 'files';
export const CHAT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CHAT_ATTACHMENTS_MAX_COUNT = 5;
export const CHAT_ATTACHMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'application/zip'] as const;
export type ChatAttachmentType = (typeof CHAT_ATTACHMENT_MIME_TYPES)[number];
export const CHAT_ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.pdf,.zip,image/jpeg,image/png,application/pdf,application/zip,application/x-zip-compressed';

/** Files in a dispute thread: the same kinds and sizes as chat attachments. */
export const DISPUTE_FILE_FIELD = 'files';
export const DISPUTE_FILES_MAX_COUNT = 5;

/**
 * POST /blog/uploadImage (admin, multipart, one `image` part): a JPG or PNG by content, at most
 * 5 MB, stored and served publicly from the `url` answered, which goes into `blogBody.image`.
 */
export const BLOG_IMAGE_FIELD = 'image';
export const BLOG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /job/submitWork/{jobId}: multipart, repeated `files` entries, each ≤ 20 MB, of a kind the
 * server can verify by its first bytes (api/src/lib/file-signatures.ts): images and design files
 * (PNG, JPG, GIF, WebP, PSD), PDF (and Illustrator files saved PDF-compatible, the default), archives
 * (ZIP, RAR, 7z) and office documents, which are ZIP containers (DOCX, XLSX, PPTX, ODT, ODS, ODP).
 * Kinds whose content cannot be recognised (SVG, plain text, Figma's own files) are refused: they
 * travel inside a ZIP.
 */
export const WORK_FILE_FIELD = 'files';
export const WORK_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const WORK_FILES_MAX_COUNT = 10;
export const WORK_FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/vnd.adobe.photoshop',
  'application/pdf',
  'application/zip',
  'application/vnd.rar',
  'application/x-7z-compressed',
] as const;
/** The names taken, each mapped by content to one of WORK_FILE_MIME_TYPES (office files are ZIPs, .ai is a PDF). */
export const WORK_FILE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'psd',
  'pdf',
  'ai',
  'zip',
  'rar',
  '7z',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'odp',
] as const;
export const WORK_FILE_ACCEPT = [
  ...WORK_FILE_EXTENSIONS.map((extension) => `.${extension}`),
  ...WORK_FILE_MIME_TYPES,
  'application/x-zip-compressed',
  'application/x-rar-compressed',
].join(',');
/** The kinds in words, for the picker and the refusals. */
export const WORK_FILE_KINDS_TEXT = 'PNG, JPG, GIF, WebP, PSD, PDF, AI, ZIP, RAR, 7z or an office document';
