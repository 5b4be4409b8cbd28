import type { CommandContext } from './command-context';
import { DISPUTE_ESCALATION_DAYS } from '@freelane/shared/contracts';
import type { JobRow, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { notifyDisputeStep } from './dispute-notify';
import { JOB_CHANGED } from './work-review-guard';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Owner says the requirements are not met: the job goes to disputes and its dispute opens with the
 * owner's reason (one transaction); both parties are told where to settle it.
 */
export async function markWorkIncomplete(
  app: CommandContext,
  owner: UserRow,
  job: JobRow,
  reason: string | null,
): Promise<JobRow> {
  const now = app.clock.now();
  const opened = await app.repos.disputes.openForIncomplete({
    jobId: job.id,
    ownerId: owner.id,
    reason,
    now,
    escalatesAt: new Date(now.getTime() + DISPUTE_ESCALATION_DAYS * DAY_MS),
  });
  if (!opened) throw conflict(JOB_CHANGED, 'JOB_CHANGED');
  const { job: updated, dispute } = opened;
  await notifyDisputeStep(app, dispute, {
    type: 'work_incomplete',
    actorId: owner.id,
    message: (side) =>
      side === 'freelancer'
        ? `${owner.fullName} marked your work on "${updated.title}" as incomplete and opened a dispute. Please give your side.`
        : `You opened a dispute about "${updated.title}". If it is not settled within ${DISPUTE_ESCALATION_DAYS} days, an admin decides.`,
  });
  return updated;
}
