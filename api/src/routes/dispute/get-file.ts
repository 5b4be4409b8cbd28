import type { disputeEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { contentDisposition, openStoredFile, safeFileHeaders } from '../files/get-file';

const NOT_FOUND = 'This file does not exist.';

/**
 * GET /dispute/file/{fileId}: a file of a dispute thread, for the dispute's two parties and admins
 * (who decide on it); anyone else gets 404 and learns nothing. Images show inline; PDF and ZIP
 * always download.
 */
export const getDisputeFile: Handler<typeof disputeEndpoints.getDisputeFile> = async ({ app, user, params, reply }) => {
  const found = await app.repos.disputes.findFile(params.fileId);
  const allowed = found && (user.role === 'admin' || user.id === found.clientId || user.id === found.freelancerId);
  if (!found || !allowed) throw notFound(NOT_FOUND, 'FILE_NOT_FOUND');
  const { file } = found;
  const body = await openStoredFile(app, file.storageKey);
  const inline = file.contentType.startsWith('image/');
  return safeFileHeaders(reply, file)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalName))
    .header('Cache-Control', 'private, no-store')
    .send(body);
};
