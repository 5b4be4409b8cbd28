import type { CommandContext } from './command-context';
import { disputePagePath } from '@freelane/shared/contracts';
import type { DisputeRow } from '../db/schema';
import type { DisputeSide } from '../presenters/dispute';
import type { NewNotification } from '../repositories/notifications';
import { notifyEach } from './notify-each';

export interface DisputeStep {
  /** The notification type, e.g. dispute_proposal. */
  type: string;
  /** Who took the step (the notifications' sender); null for the scheduler. */
  actorId: string | null;
  /** What each party reads: the one who acted is told what they did, the other what happened. */
  message: (side: DisputeSide) => string;
  /** What every admin reads, when the step needs one (an escalation). */
  adminMessage?: string;
}

/**
 * Every step of a dispute reaches both parties (and the admins when one must decide), each linking
 * to the dispute page. After commit: a failed delivery is logged, never undoes the step.
 */
export async function notifyDisputeStep(app: CommandContext, dispute: DisputeRow, step: DisputeStep): Promise<void> {
  const link = disputePagePath(dispute.jobId);
  const notifications: NewNotification[] = (
    [
      ['client', dispute.clientId],
      ['freelancer', dispute.freelancerId],
    ] as const
  ).map(([side, userId]) => ({
    userId,
    senderId: step.actorId,
    category: 'Job',
    type: step.type,
    message: step.message(side),
    link,
  }));
  if (step.adminMessage) {
    const admins = await app.repos.disputes.adminIds();
    for (const adminId of admins) {
      notifications.push({
        userId: adminId,
        senderId: step.actorId,
        category: 'Job',
        type: step.type,
        message: step.adminMessage,
        link,
      });
    }
  }
  await notifyEach(app, notifications);
}

/**
 * A thread message tells only the other party, as one notification per dispute while unread (like
 * a chat conversation), so a lively thread does not flood the bell.
 */
export async function notifyDisputeMessage(
  app: CommandContext,
  dispute: DisputeRow,
  authorId: string,
  message: string,
): Promise<void> {
  const otherId = authorId === dispute.clientId ? dispute.freelancerId : dispute.clientId;
  await notifyEach(app, [
    {
      userId: otherId,
      senderId: authorId,
      category: 'Job',
      type: 'dispute_message',
      message,
      link: disputePagePath(dispute.jobId),
      refKey: `dispute:${dispute.id}`,
    },
  ]);
}
