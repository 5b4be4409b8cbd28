import type { CommandContext } from './command-context';
import { DISPUTE_FILE_RULES, disputeMessageFields } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { parseMessageFields, readMessageParts, type MessageBody } from '../lib/message-body';
import type { DisputeDetails } from '../repositories/disputes';
import type { NewStoredFile } from '../repositories/stored-files';
import { DISPUTE_CHANGED, loadDispute, requireActiveParty } from './dispute-access';
import { notifyDisputeMessage } from './dispute-notify';
import { stageFile } from './stage-file';

export const EMPTY_DISPUTE_MESSAGE = 'Please type a message or attach a file.';

/**
 * POST /dispute/{disputeId}/messages, the whole post: a party of the open dispute writes in its
 * thread, JSON `{ message }` for text alone or multipart with up to five files checked like chat
 * attachments (JPEG, PNG, PDF, ZIP by content, 20 MB each). Who and when are checked before a byte
 * is stored; nothing stays in storage behind a refusal. The other party is told.
 */
export async function postDisputeMessage(
  app: CommandContext,
  user: UserRow,
  disputeId: string,
  body: MessageBody,
): Promise<DisputeDetails> {
  const details = await loadDispute(app, user, disputeId);
  requireActiveParty(details, user);
  const staged: NewStoredFile[] = [];
  try {
    const { message } = body.multipart
      ? await readMessageParts(body, staged, {
          textFields: ['message'],
          fieldsFirst: 'Send the message before the files.',
          rules: DISPUTE_FILE_RULES,
          parseFields: (raw) => parseMessageFields(disputeMessageFields, raw),
          stage: (file, fileName) => stageFile(app, user.id, 'disputeFile', file, fileName, body.givenUp),
        })
      : parseMessageFields(disputeMessageFields, body.json);
    // Nobody would hear that it worked: commit nothing (issue 32).
    if (body.multipart && staged.length > 0) body.givenUp.throwIfAborted();
    await addDisputeMessage(app, user, details, message, staged);
  } catch (error) {
    await app.storage.discard(staged.map((file) => file.storageKey));
    throw error;
  }
  return details;
}

/** The message with its files already staged into the thread, and the other party told. */
async function addDisputeMessage(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  body: string,
  files: NewStoredFile[],
): Promise<void> {
  if (!body && files.length === 0) throw badRequest(EMPTY_DISPUTE_MESSAGE, 'EMPTY_MESSAGE');
  const event = await app.repos.disputes.addMessage(details.dispute.id, user.id, body, files, app.clock.now());
  if (!event) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  await notifyDisputeMessage(
    app,
    details.dispute,
    user.id,
    `${user.fullName} wrote in the dispute about "${details.job.title}".`,
  );
}
