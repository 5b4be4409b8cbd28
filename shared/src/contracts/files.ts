import { z } from 'zod';

/**
 * POST /user/updateFiles (multipart, exactly one file field). Types are checked by the file's
 * content on the server, not by its name or the browser's claim. Wrong type → 415, too big → 413.
 */
export const UPLOAD_FIELDS = ['profilePhoto', 'resume'] as const;
export const uploadField = z.enum(UPLOAD_FIELDS);
export type UploadField = z.infer<typeof uploadField>;

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const RESUME_MIME_TYPES = ['application/pdf'] as const;
/** For `<input accept>` / antd Upload `accept`. */
export const PROFILE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const RESUME_ACCEPT = '.pdf,application/pdf';

/** GET /api/v1/files/{fileId}: profile.profilePhoto and skillProfile.resume hold these URLs. */
export const FILES_PATH = '/api/v1/files';
/** A stored file's own bytes (its content type is its own): the answer of every file download. */
export const storedFileResponse = z.unknown();
export const fileParams = z.object({ fileId: z.string().uuid('Invalid file id.') });
