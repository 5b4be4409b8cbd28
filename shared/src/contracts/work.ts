import { z } from 'zod';
import { REVISION_MAX_LENGTH, REVISION_MIN_LENGTH } from './work-limits';

/**
 * Work delivery and review (spec job-lifecycle §2 /takeAction, /reviewChanges, /viewRevision; §4, §9;
 * architecture §5). Deadlines are decided by the server; these constants are what the screens state.
 */

export {
  CLIENT_REVIEW_DAYS,
  FREE_REVISIONS,
  FREELANCER_REVISION_DAYS,
  REVISION_MAX_LENGTH,
  REVISION_MIN_LENGTH,
} from './work-limits';

export {
  WORK_FILE_ACCEPT,
  WORK_FILE_EXTENSIONS,
  WORK_FILE_FIELD,
  WORK_FILE_KINDS_TEXT,
  WORK_FILE_MAX_BYTES,
  WORK_FILE_MIME_TYPES,
  WORK_FILES_MAX_COUNT,
} from './upload-limits';
export const workFileParams = z.object({ fileId: z.string().uuid('Invalid file id.') });

/** POST /job/reviewWork/{jobId}: the client's one free revision request. */
export const reviewWorkBody = z.object({
  changes: z
    .string({ message: 'Please describe the changes you need.' })
    .trim()
    .min(REVISION_MIN_LENGTH, `Please describe the changes in at least ${REVISION_MIN_LENGTH} characters.`)
    .max(REVISION_MAX_LENGTH, `Revision details must be at most ${REVISION_MAX_LENGTH} characters.`),
});
export type ReviewWorkBody = z.infer<typeof reviewWorkBody>;
