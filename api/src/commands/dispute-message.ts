import type { Readable } from 'node:stream';
import type { CommandContext } from './command-context';
import type { UserRow } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { DisputeDetails } from '../repositories/disputes';
import type { NewStoredFile } from '../repositories/stored-files';
import { DISPUTE_CHANGED } from './dispute-access';
import { notifyDisputeMessage } from './dispute-notify';
import { stageAttachment } from './send-message';

export const EMPTY_DISPUTE_MESSAGE = 'Please type a message or attach a file.';

/** One thread file through the chat attachment checks (JPEG, PNG, PDF, ZIP by content; 20 MB) into storage. */
export const stageDisputeFile = (
  app: CommandContext,
  author: UserRow,
  source: Readable,
  fileName: string | undefined,
  signal?: AbortSignal,
) => stageAttachment(app, author, source, fileName, 'disputeFile', signal);

/**
 * A party's message in the thread, with the files already staged (the caller checked the party and
 * removes the staged bytes if this throws). The other party is told.
 */
export async function postDisputeMessage(
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
