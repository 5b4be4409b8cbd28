import {
  WORK_FILE_FIELD,
  WORK_FILE_KINDS_TEXT,
  WORK_FILE_MAX_BYTES,
  WORK_FILES_MAX_COUNT,
} from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import {
  announceWorkSubmission,
  assertCanSubmit,
  recordWorkSubmission,
  type RecordedSubmission,
} from '../../commands/submit-work';
import { stageFile } from '../../commands/stage-file';
import { JOB_NOT_FOUND } from '../../commands/work-review-guard';
import { badRequest, HttpError, notFound } from '../../errors';
import type { Implementation } from '../../endpoints/handlers';
import { perUserLimit } from '../../lib/rate-limits';
import { givenUpSignal } from '../../lib/request-given-up';
import type { NewStoredFile } from '../../repositories/stored-files';
import { presentJobFor } from '../../queries/job-views';

const NO_FILES = `Please attach at least one file (${WORK_FILE_KINDS_TEXT}).`;
const TOO_MANY = `You can submit at most ${WORK_FILES_MAX_COUNT} files at once.`;
// Room for the multipart envelope around the largest allowed set of files.
const MAX_REQUEST_BYTES = WORK_FILES_MAX_COUNT * (WORK_FILE_MAX_BYTES + 64 * 1024);

/**
 * POST /job/submitWork/{jobId}: multipart, repeated `files` (WORK_FILE_RULES' kinds by content, each ≤ 20 MB),
 * streamed to storage (the form is documented by the definition and read here).
 */
export const submitWork: Implementation<typeof jobEndpoints.submitWork> = {
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, request, reply, user, params }) => {
    const job = await app.repos.jobs.findById(params.jobId);
    if (!job) throw notFound(JOB_NOT_FOUND, 'JOB_NOT_FOUND');
    // Who and when before reading a byte: a refused caller never reaches storage.
    assertCanSubmit(user, job);
    if (!request.isMultipart()) throw new HttpError(415, 'NOT_MULTIPART', 'Send the files as multipart/form-data.');
    if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      throw new HttpError(413, 'FILE_TOO_LARGE', `Send at most ${WORK_FILES_MAX_COUNT} files of up to 20 MB each.`);
    }

    const staged: NewStoredFile[] = [];
    const givenUp = givenUpSignal(request, reply);
    let submission: RecordedSubmission;
    try {
      const parts = request.files({
        // One byte over the limit: the inspector reports "too large" with our message.
        limits: { files: WORK_FILES_MAX_COUNT, fileSize: WORK_FILE_MAX_BYTES + 1, fields: 10, fieldSize: 1024 },
        throwFileSizeLimit: false,
      });
      for await (const part of parts) {
        if (part.fieldname !== WORK_FILE_FIELD) {
          part.file.resume();
          throw badRequest(`Send the files in the "${WORK_FILE_FIELD}" field.`, 'UNKNOWN_FIELD');
        }
        staged.push(await stageFile(app, user.id, 'work', part.file, part.filename, givenUp));
      }
      if (staged.length === 0) throw badRequest(NO_FILES, 'NO_FILES');
      // Nobody would hear that it worked: commit nothing (issue 32).
      givenUp.throwIfAborted();
      submission = await recordWorkSubmission(app, user, job, staged);
    } catch (error) {
      await app.storage.discard(staged.map((file) => file.storageKey));
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', TOO_MANY);
      throw error;
    }
    await announceWorkSubmission(app, user, submission);
    return {
      success: true as const,
      message: 'Work submitted successfully.',
      job: await presentJobFor(app, submission.job, user),
    };
  },
};
