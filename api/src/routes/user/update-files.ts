import { RESUME_MAX_BYTES, uploadField } from '@freelane/shared/contracts';
import type { userEndpoints } from '@freelane/shared/endpoints';
import { perUserLimit } from '../../lib/rate-limits';
import type { Implementation } from '../../endpoints/handlers';
import { stageFile } from '../../commands/stage-file';
import { commitUpload } from '../../commands/store-upload';
import { FREELANCER_ONLY } from '../../commands/update-profile';
import { badRequest, forbidden, HttpError } from '../../errors';
import { givenUpSignal } from '../../lib/request-given-up';
import { presentCurrentUser } from '../../presenters/user';
import type { NewStoredFile } from '../../repositories/stored-files';

const ONE_FILE = 'Send exactly one file, as profilePhoto or resume.';
// Room for the multipart envelope around the largest allowed file.
const MAX_REQUEST_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/**
 * Profile photo (JPG/PNG) or resume (PDF, freelancers), streamed through a content check to
 * storage. The form's file fields are documented by the definition (its `form`).
 */
export const updateFile: Implementation<typeof userEndpoints.updateFile> = {
  rateLimit: perUserLimit(20, '10 minutes'),
  handler: async ({ app, request, reply, user }) => {
    if (!request.isMultipart()) throw new HttpError(415, 'NOT_MULTIPART', 'Send the file as multipart/form-data.');
    const givenUp = givenUpSignal(request, reply);
    if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      throw new HttpError(413, 'FILE_TOO_LARGE', 'The file is too large: photos up to 5 MB, resumes up to 10 MB.');
    }

    const staged: NewStoredFile[] = [];
    let refusal: HttpError | undefined;
    try {
      const parts = request.files({
        // One byte over the largest limit: the per-field check reports "too large" itself.
        limits: { files: 2, fileSize: RESUME_MAX_BYTES + 1, fields: 10, fieldSize: 1024, parts: 12 },
        throwFileSizeLimit: false,
      });
      for await (const part of parts) {
        const field = uploadField.safeParse(part.fieldname);
        if (refusal || staged.length > 0 || !field.success) {
          refusal ??= badRequest(ONE_FILE, 'ONE_FILE');
          part.file.resume();
          continue;
        }
        if (field.data === 'resume' && user.role !== 'freelancer') {
          refusal = forbidden(FREELANCER_ONLY, 'FREELANCER_ONLY');
          part.file.resume();
          continue;
        }
        staged.push(await stageFile(app, user.id, field.data, part.file, part.filename, givenUp));
      }
      if (refusal) throw refusal;
      if (staged.length !== 1) throw badRequest(ONE_FILE, 'ONE_FILE');
      // Nobody would hear that it worked: commit nothing (issue 32).
      givenUp.throwIfAborted();
    } catch (error) {
      await app.storage.discard(staged.map((file) => file.storageKey));
      throw error;
    }

    const [file] = staged;
    const updated = await commitUpload(app, user, file);
    return {
      success: true as const,
      message: file.kind === 'profilePhoto' ? 'Profile photo updated successfully.' : 'Resume uploaded successfully.',
      user: presentCurrentUser(updated),
    };
  },
};
