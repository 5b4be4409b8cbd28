import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENTS_MAX_COUNT,
  chatUserParams,
  sendMessageBody,
  sendMessageFields,
  sendMessageResponse,
} from '@freelane/shared/contracts';
import { assertMayWrite, loadChatPartner, sendMessage, stageChatAttachment, type SendMessageInput } from '../../commands/send-message';
import type { UserRow } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { givenUpSignal } from '../../lib/request-given-up';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { megabytes } from '../../lib/file-size';
import type { NewStoredFile } from '../../repositories/stored-files';

const TOO_MANY = `You can attach at most ${CHAT_ATTACHMENTS_MAX_COUNT} files to one message.`;
const EMPTY = 'Please type a message or attach a file.';
// Room for the multipart envelope around the largest allowed set of files.
const MAX_REQUEST_BYTES = CHAT_ATTACHMENTS_MAX_COUNT * (CHAT_ATTACHMENT_MAX_BYTES + 64 * 1024);
const TEXT_FIELDS = new Set(['message', 'clientMessageId']);

/** The body is JSON or multipart, so it is validated here with the contract rather than by the route schema. */
function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'The message is invalid.', 'INVALID_MESSAGE');
  return result.data;
}

/**
 * Multipart: the text fields first, then repeated `files` (images, PDF, ZIP by content, each ≤ 20 MB).
 * The idempotency key is checked before any byte is stored: a retried upload stores nothing again.
 */
async function readMultipart(
  request: FastifyRequest,
  user: UserRow,
  staged: NewStoredFile[],
  givenUp: AbortSignal,
): Promise<SendMessageInput> {
  const app = request.server;
  if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    throw new HttpError(413, 'FILE_TOO_LARGE', `Attach at most ${CHAT_ATTACHMENTS_MAX_COUNT} files of up to 20 MB each.`);
  }
  const raw: Record<string, string> = {};
  let fields: { message: string; clientMessageId?: string } | undefined;
  let duplicate = false;
  const options: FastifyMultipartBaseOptions = {
    // One byte over the limit: the inspector reports "too large" with our message.
    limits: { files: CHAT_ATTACHMENTS_MAX_COUNT, fileSize: CHAT_ATTACHMENT_MAX_BYTES + 1, fields: 4, fieldSize: 32 * 1024 },
    throwFileSizeLimit: false,
  };
  // parts() honours throwFileSizeLimit at run time; its type only lists busboy's own options.
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
  for await (const part of parts) {
    if (part.type === 'field') {
      if (fields) throw badRequest('Send the text fields before the files.', 'FIELDS_AFTER_FILES');
      if (part.valueTruncated) throw new HttpError(413, 'FIELD_TOO_LARGE', 'The message is too long.');
      if (TEXT_FIELDS.has(part.fieldname)) raw[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== CHAT_ATTACHMENT_FIELD) {
      part.file.resume();
      throw badRequest(`Send the files in the "${CHAT_ATTACHMENT_FIELD}" field.`, 'UNKNOWN_FIELD');
    }
    if (!fields) {
      fields = parse(sendMessageFields, raw);
      duplicate = fields.clientMessageId !== undefined && (await app.repos.messages.findByClientMessageId(user.id, fields.clientMessageId)) !== undefined;
    }
    if (duplicate) {
      part.file.resume();
      continue;
    }
    staged.push(await stageChatAttachment(app, user, part.file, part.filename, givenUp));
  }
  fields ??= parse(sendMessageFields, raw);
  if (!duplicate && !fields.message && staged.length === 0) throw badRequest(EMPTY, 'EMPTY_MESSAGE');
  return { body: fields.message, clientMessageId: fields.clientMessageId, attachments: staged };
}

/**
 * POST /message/sendMessage/{userId}: JSON `{ message, clientMessageId }`, or multipart with files.
 * Answers after the message is committed, with its seq; the same clientMessageId again answers the
 * first message and stores nothing (a retry after a timeout is safe).
 */
const sendMessageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sendMessage/:userId',
    {
      onRequest: app.chatSendLimit,
      config: { changes: ['notifications'],
        documentedBody: {
          json: sendMessageBody,
          multipart: {
            fields: sendMessageFields,
            files: {
              [CHAT_ATTACHMENT_FIELD]: {
                description: `After the text fields: up to ${CHAT_ATTACHMENTS_MAX_COUNT} JPG, PNG, PDF or ZIP files, each at most ${megabytes(CHAT_ATTACHMENT_MAX_BYTES)}.`,
                multiple: true,
              },
            },
          },
        },
      },
      schema: { params: chatUserParams, response: responses({ 200: sendMessageResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const other = await loadChatPartner(app, user, request.params.userId);
      await assertMayWrite(app, user, other);
      if (!request.isMultipart()) {
        const body = parse(sendMessageBody, request.body ?? {});
        const sent = await sendMessage(app, user, other, { body: body.message, clientMessageId: body.clientMessageId });
        return { success: true as const, newMessage: sent.message };
      }
      const staged: NewStoredFile[] = [];
      const removeStaged = () => app.storage.discard(staged.map((file) => file.storageKey));
      const givenUp = givenUpSignal(request, reply);
      try {
        const input = await readMultipart(request, user, staged, givenUp);
        // Nobody would hear that it was sent: commit nothing (issue 32). A retry with the same
        // clientMessageId then stores it once.
        if (staged.length > 0) givenUp.throwIfAborted();
        const sent = await sendMessage(app, user, other, input);
        if (!sent.created) await removeStaged();
        return { success: true as const, newMessage: sent.message };
      } catch (error) {
        await removeStaged();
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(413, 'TOO_MANY_FILES', TOO_MANY);
        throw error;
      }
    },
  );
};

export default sendMessageRoute;
