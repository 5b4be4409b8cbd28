import type { CommandContext } from './command-context';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { disputeAbilities } from '../presenters/dispute';
import type { DisputeDetails } from '../repositories/disputes';
import { DISPUTE_CHANGED, requireActiveParty } from './dispute-access';
import { notifyDisputeStep } from './dispute-notify';

export const STATEMENT_GIVEN = 'You already gave your side in this dispute.';
export const ALREADY_ESCALATED = 'This dispute is already waiting for an admin to decide.';

/** A party's own side of the story, once each (the client too, when Mark As Incomplete came without a reason). */
export async function writeDisputeStatement(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  reason: string,
): Promise<void> {
  const side = requireActiveParty(details, user);
  if (!disputeAbilities(details, user).canWriteStatement) throw conflict(STATEMENT_GIVEN, 'STATEMENT_GIVEN');
  const dispute = await app.repos.disputes.addStatement(details.dispute.id, side, user.id, reason, app.clock.now());
  if (!dispute) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  const title = details.job.title;
  await notifyDisputeStep(app, dispute, {
    type: 'dispute_statement',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `Your side in the dispute about "${title}" is recorded.`
        : `${user.fullName} gave their side in the dispute about "${title}".`,
  });
}

/** Either party sends an open dispute to an admin now, without waiting for the deadline. */
export async function escalateDispute(app: CommandContext, user: UserRow, details: DisputeDetails): Promise<void> {
  const side = requireActiveParty(details, user);
  if (!disputeAbilities(details, user).canEscalate) throw conflict(ALREADY_ESCALATED, 'ALREADY_ESCALATED');
  const dispute = await app.repos.disputes.escalate(
    details.dispute.id,
    user.id,
    'Asked an admin to decide.',
    app.clock.now(),
  );
  if (!dispute) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  const title = details.job.title;
  await notifyDisputeStep(app, dispute, {
    type: 'dispute_escalated',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `You asked an admin to decide the dispute about "${title}". You will both be told of the decision.`
        : `${user.fullName} asked an admin to decide the dispute about "${title}".`,
    adminMessage: `The dispute about "${title}" is waiting for your decision.`,
  });
}
