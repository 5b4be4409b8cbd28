import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  DISPUTE_FILE_FIELD,
  DISPUTE_FILES_MAX_COUNT,
  disputeMessageFields,
} from '@freelane/shared/contracts';
import type { disputeEndpoints } from '@freelane/shared/endpoints';
import { currentDisputeView, loadDispute, requireActiveParty } from '../../commands/dispute-access';
import { postDisputeMessage as post, stageDisputeFile } from '../../commands/dispute-message';
import type { UserRow } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { perUserLimit } from '../../lib/rate-limits';
import { givenUpSignal } from '../../lib/request-given-up';
import type { Implementation } from '../../endpoints/handlers';
import type { NewStoredFile } from '../../repositories/stored-files';

const TOO_MANY = `You can attach at most ${DISPUTE_FILES_MAX_COUNT} files to one message.`;
// Room for the multipart envelope around the largest allowed set of files.
const MAX_REQUEST_BYTES = DISPUTE_FILES_MAX_COUNT * (CHAT_ATTACHMENT_MAX_BYTES + 64 * 1024);

/** The body is JSON or multipart, so it is validated here with the contract rather than by the route schema. */
function messageText(value: unknown): string {
  const result = disputeMessageFields.safeParse(value ?? {});
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? 'The message is invalid.', 'INVALID_MESSAGE');
  return result.data.message;
}

/** Multipart: the `message` field first, then up to DISPUTE_FILES_MAX_COUNT `files`, each checked as it streams. */
async function readMultipart(
  request: FastifyRequest,
  user: UserRow,
  staged: NewStoredFile[],
  givenUp: AbortSignal,
): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    throw new HttpError(413, 'FILE_TOO_LARGE', `Attach at most ${DISPUTE_FILES_MAX_COUNT} files of up to 20 MB each.`);
  }
  const raw: Record<string, string> = {};
  let text: string | undefined;
  const options: FastifyMultipartBaseOptions = {
    // One byte over the limit: the inspector reports "too large" with our message.
    limits: {
      files: DISPUTE_FILES_MAX_COUNT,
      fileSize: CHAT_ATTACHMENT_MAX_BYTES + 1,
      fields: 4,
      fieldSize: 32 * 1024,
    },
    throwFileSizeLimit: false,
  };
  // parts() honours throwFileSizeLimit at run time; its type only lists busboy's own options.
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
  for await (const part of parts) {
    if (part.type === 'field') {
      if (text !== undefined) throw badRequest('Send the message before the files.', 'FIELDS_AFTER_FILES');
      if (part.valueTruncated) throw new HttpError(413, 'FIELD_TOO_LARGE', 'The message is too long.');
      if (part.fieldname === 'message') raw.message = String(part.value);
      continue;
    }
    if (part.fieldname !== DISPUTE_FILE_FIELD) {
      part.file.resume();
      throw badRequest(`Send the files in the "${DISPUTE_FILE_FIELD}" field.`, 'UNKNOWN_FIELD');
    }
    text ??= messageText(raw);
    staged.push(await stageDisputeFile(request.server, user, part.file, part.filename, givenUp));
  }
  return text ?? messageText(raw);
}

/**
 * POST /dispute/{disputeId}/messages: a party writes in the thread, with up to five files checked
 * like chat attachments (JPEG, PNG, PDF, ZIP by content, 20 MB each). JSON `{ message }` works for
 * text alone. Who and when are checked before a byte is stored; nothing stays behind a refusal.
 */
export const postDisputeMessage: Implementation<typeof disputeEndpoints.postDisputeMessage> = {
  rateLimit: perUserLimit(60, '1 minute'),
  handler: async ({ app, user, params, request, reply }) => {
    const details = await loadDispute(app, user, params.disputeId);
    requireActiveParty(details, user);
    const staged: NewStoredFile[] = [];
    const givenUp = givenUpSignal(request, reply);
    try {
      const text = request.isMultipart()
        ? await readMultipart(request, user, staged, givenUp)
        : messageText(request.body);
      // Nobody would hear that it worked: commit nothing (issue 32).
      if (staged.length > 0) givenUp.throwIfAborted();
      await post(app, user, details, text, staged);
    } catch (error) {
      await app.storage.discard(staged.map((file) => file.storageKey));
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', TOO_MANY);
      throw error;
    }
    return {
      success: true as const,
      message: 'Message added to the dispute.',
      ...(await currentDisputeView(app, details.dispute.id, user)),
    };
  },
};
