import type { CommandContext } from './command-context';
import { DISPUTE_ESCALATION_DAYS } from '@freelane/shared/contracts';
import { notifyDisputeStep } from './dispute-notify';

const OVERDUE_TEXT = `Not settled within ${DISPUTE_ESCALATION_DAYS} days: sent to an admin to decide.`;

/**
 * Scheduler rule of issue 12: an open dispute still unsettled at its escalatesAt goes to an admin.
 * Idempotent and safe to run from several processes at once (one guarded UPDATE decides which run
 * escalates each dispute); both parties and every admin are told once. Resolves to how many
 * disputes this call escalated.
 */
export async function escalateOverdueDisputes(app: CommandContext): Promise<number> {
  const escalated = await app.repos.disputes.escalateOverdue(app.clock.now(), OVERDUE_TEXT);
  if (escalated.length === 0) return 0;
  for (const dispute of escalated) {
    const title = (await app.repos.jobs.findById(dispute.jobId))?.title ?? 'your job';
    await notifyDisputeStep(app, dispute, {
      type: 'dispute_escalated',
      actorId: null,
      message: () =>
        `The dispute about "${title}" was not settled within ${DISPUTE_ESCALATION_DAYS} days: an admin will decide it.`,
      adminMessage: `The dispute about "${title}" is waiting for your decision.`,
    });
  }
  app.log.info({ disputeIds: escalated.map((dispute) => dispute.id) }, 'overdue disputes escalated');
  return escalated.length;
}
