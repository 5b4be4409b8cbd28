import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  DISPUTE_FILE_FIELD,
  DISPUTE_FILES_MAX_COUNT,
  disputeActionResponse,
  disputeIdParams,
  disputeMessageFields,
} from '@freelane/shared/contracts';
import { currentDisputeView } from '../../commands/dispute-access';
import { postDisputeMessage } from '../../commands/dispute-message';
import { messageBody } from '../../lib/message-body';
import { perUserLimit } from '../../lib/rate-limits';
import { responses } from '../../lib/responses';
import { requireUser } from '../../plugins/auth';
import { megabytes } from '../../lib/file-size';

/**
 * POST /dispute/{disputeId}/messages: a party writes in the thread, with up to five files checked
 * like chat attachments (JPEG, PNG, PDF, ZIP by content, 20 MB each). JSON `{ message }` works for
 * text alone. Who and when are checked before a byte is stored; nothing stays behind a refusal.
 */
const postMessage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:disputeId/messages',
    {
      config: { changes: ['notifications'],
        rateLimit: perUserLimit(60, '1 minute'),
        documentedBody: {
          json: disputeMessageFields,
          multipart: {
            fields: disputeMessageFields,
            files: {
              [DISPUTE_FILE_FIELD]: {
                description: `After the message: up to ${DISPUTE_FILES_MAX_COUNT} JPG, PNG, PDF or ZIP files (evidence), each at most ${megabytes(CHAT_ATTACHMENT_MAX_BYTES)}.`,
                multiple: true,
              },
            },
          },
        },
      },
      schema: { params: disputeIdParams, response: responses({ 200: disputeActionResponse }) },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const details = await postDisputeMessage(app, user, request.params.disputeId, messageBody(request, reply));
      return {
        success: true as const,
        message: 'Message added to the dispute.',
        ...(await currentDisputeView(app, details.dispute.id, user)),
      };
    },
  );
};

export default postMessage;
