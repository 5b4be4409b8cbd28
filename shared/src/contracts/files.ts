import { z } from 'zod';

/**
 * POST /user/updateFiles (multipart, exactly one file field). Types are checked by the file's
 * content on the server, not by its name or the browser's claim. Wrong type → 415, too big → 413.
 */
export const UPLOAD_FIELDS = ['profilePhoto', 'resume'] as const;
export const uploadField = z.enum(UPLOAD_FIELDS);
export type UploadField = z.infer<typeof uploadField>;

export {
  IMAGE_MAX_PIXELS,
  PROFILE_PHOTO_ACCEPT,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MAX_EDGE,
  PROFILE_PHOTO_MIME_TYPES,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
} from './upload-limits';

/** GET /api/v1/files/{fileId}: profile.profilePhoto and skillProfile.resume hold these URLs. */
export const FILES_PATH = '/api/v1/files';
/** A stored file's own bytes (its content type is its own): the answer of every file download. */
export const storedFileResponse = z.unknown();
export const fileParams = z.object({ fileId: z.string().uuid('Invalid file id.') });
