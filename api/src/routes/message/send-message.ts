import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENTS_MAX_COUNT,
  chatUserParams,
  sendMessageBody,
  sendMessageFields,
  sendMessageResponse,
} from '@freelane/shared/contracts';
import { sendChatMessage } from '../../commands/send-message';
import { messageBody } from '../../lib/message-body';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { megabytes } from '../../lib/file-size';

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
      const sent = await sendChatMessage(app, user, request.params.userId, messageBody(request, reply));
      return { success: true as const, newMessage: sent.message };
    },
  );
};

export default sendMessageRoute;
