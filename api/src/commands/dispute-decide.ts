import type { CommandContext } from './command-context';
import type { DisputeOutcome } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, forbidden } from '../errors';
import type { DisputeDetails } from '../repositories/disputes';
import { DISPUTE_CHANGED, DISPUTE_RESOLVED } from './dispute-access';
import { notifyDisputeStep } from './dispute-notify';
import { afterResolution, describeOutcome, outcomeResult, settlementFor } from './dispute-outcome';

export const ADMINS_ONLY = 'Only an admin can decide a dispute.';
export const NOT_ESCALATED = 'Only an escalated dispute can be decided: until then the parties may still settle it.';

export interface DecisionInput {
  outcome: DisputeOutcome;
  redoDays?: number;
  reason: string;
}

/** An admin's final word on an escalated dispute, with the written reason both parties read. */
export async function decideDispute(
  app: CommandContext,
  admin: UserRow,
  details: DisputeDetails,
  input: DecisionInput,
): Promise<void> {
  if (admin.role !== 'admin') throw forbidden(ADMINS_ONLY, 'ADMIN_ONLY');
  if (details.dispute.status === 'resolved') throw conflict(DISPUTE_RESOLVED, 'DISPUTE_RESOLVED');
  if (details.dispute.status !== 'escalated') throw conflict(NOT_ESCALATED, 'NOT_ESCALATED');
  const now = app.clock.now();
  const redoDays = input.outcome === 'redo' ? (input.redoDays ?? null) : null;
  const resolved = await app.repos.disputes.decide(admin.id, input.reason, {
    disputeId: details.dispute.id,
    outcome: input.outcome,
    redoDays,
    settlement: settlementFor(input.outcome, redoDays, input.reason, now),
    eventText: `Decided to ${describeOutcome(input.outcome, redoDays)}.\n\n${input.reason}`,
    now,
  });
  if (!resolved) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  await afterResolution(app, resolved);
  const title = details.job.title;
  await notifyDisputeStep(app, resolved.dispute, {
    type: 'dispute_decided',
    actorId: admin.id,
    message: () => `An admin decided the dispute about "${title}": ${outcomeResult(input.outcome, redoDays)}.`,
  });
}
