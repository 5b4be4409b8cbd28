import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { attachmentDisposition, openStoredFile } from '../files/get-file';

const NOT_FOUND = 'This file does not exist.';

/** GET /job/workFile/{fileId}: a delivered work file, always as a download, for the job's owner, its hired freelancer or an admin. */
export const getWorkFile: Handler<typeof jobEndpoints.getWorkFile> = async ({ app, user, reply, params }) => {
  const found = await app.repos.jobWork.findFile(params.fileId);
  const allowed = found && (user.role === 'admin' || user.id === found.ownerId || user.id === found.hiredFreelancerId);
  // Anyone else learns nothing, not even that the file exists.
  if (!found || !allowed) throw notFound(NOT_FOUND, 'FILE_NOT_FOUND');
  const { file } = found;
  const body = await openStoredFile(app, file.storageKey);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'private, no-store')
    .send(body);
};
