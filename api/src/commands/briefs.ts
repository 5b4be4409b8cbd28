import type { CommandContext } from './command-context';
import {
  OPEN_BRIEFS_PER_PAIR_MAX,
  SOCKET_EVENTS,
  todayIsoDate,
  type BriefStatus,
  type ChatMessage,
  type MessageUpdatedEvent,
  type ProjectBriefBody,
} from '@freelane/shared/contracts';
import type { ProjectBriefRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { presentChatMessage } from '../presenters/chat';
import { OpenBriefLimitReached, type MessageRecord } from '../repositories/messages';
import type { NewNotification } from '../repositories/notifications';
import { notifyEach } from './notify-each';
import { assertMayWrite, loadChatPartner, sendMessage } from './send-message';

export const BRIEF_NOT_FOUND = 'This project brief does not exist or was withdrawn.';
export const BRIEF_PARTIES_ONLY = 'Project briefs are agreed between a client and a freelancer.';

const STATUS_WORDS: Record<Exclude<BriefStatus, 'specific'>, string> = { accepted: 'accepted', declined: 'declined' };

/** The brief's two roles, whoever proposes it: 403 unless one is a client and the other a freelancer. */
function rolesOf(sender: UserRow, recipient: UserRow): { clientId: string; freelancerId: string } {
  if (sender.role === 'client' && recipient.role === 'freelancer') {
    return { clientId: sender.id, freelancerId: recipient.id };
  }
  if (sender.role === 'freelancer' && recipient.role === 'client') {
    return { clientId: recipient.id, freelancerId: sender.id };
  }
  if (sender.role !== 'client' && sender.role !== 'freelancer') {
    throw forbidden(`Only clients and freelancers can propose project briefs. ${BRIEF_PARTIES_ONLY}`, 'BRIEF_ROLES');
  }
  const other = sender.role === 'client' ? 'freelancer' : 'client';
  throw forbidden(`You can send a project brief to a ${other} only. ${BRIEF_PARTIES_ONLY}`, 'BRIEF_ROLES');
}

interface LoadedBrief {
  brief: ProjectBriefRow;
  record: MessageRecord;
}

/**
 * The brief as one of its two parties sees it: 404 (the same answer) when it does not exist, was
 * withdrawn, its message was deleted, or the caller is not a party, so a third party learns nothing.
 */
async function loadBrief(app: CommandContext, user: UserRow, briefId: string): Promise<LoadedBrief> {
  const brief = await app.repos.projectBriefs.findById(briefId);
  if (!brief || (brief.senderId !== user.id && brief.recipientId !== user.id)) {
    throw notFound(BRIEF_NOT_FOUND, 'BRIEF_NOT_FOUND');
  }
  const record = await app.repos.messages.findByBriefId(brief.id);
  if (!record || record.deletedAt) throw notFound(BRIEF_NOT_FOUND, 'BRIEF_NOT_FOUND');
  return { brief, record };
}

type Action = 'edit' | 'delete' | 'accept' | 'decline';
const PAST: Record<Action, string> = { edit: 'edited', delete: 'deleted', accept: 'accepted', decline: 'declined' };

/** 403 for the wrong party, 409 once answered: the buttons of the spec, enforced. */
function assertMay(user: UserRow, brief: ProjectBriefRow, action: Action): void {
  const sendersAction = action === 'edit' || action === 'delete';
  if (sendersAction && brief.senderId !== user.id) {
    throw forbidden(`Only the person who proposed this brief can ${action} it.`, 'NOT_BRIEF_SENDER');
  }
  if (!sendersAction && brief.recipientId !== user.id) {
    throw forbidden(`Only the person this brief was sent to can ${action} it.`, 'NOT_BRIEF_RECIPIENT');
  }
  if (brief.status !== 'specific') {
    throw conflict(
      `This project brief was already ${STATUS_WORDS[brief.status]} and can no longer be ${PAST[action]}.`,
      'BRIEF_NOT_OPEN',
    );
  }
}

/** A guarded change matched nothing: answer as if we had read the brief now (withdrawn → 404, answered → 409). */
async function changedMeanwhile(app: CommandContext, user: UserRow, briefId: string, action: Action): Promise<never> {
  const { brief } = await loadBrief(app, user, briefId);
  assertMay(user, brief, action);
  throw conflict('This project brief changed meanwhile. Reload the conversation and try again.', 'BRIEF_CHANGED');
}

/** Both parties' tabs replace the brief's message (edited, answered or withdrawn). */
function announceUpdate(app: CommandContext, brief: ProjectBriefRow, message: ChatMessage): void {
  const event: MessageUpdatedEvent = { message };
  app.realtime.emitToUsers([brief.senderId, brief.recipientId], SOCKET_EVENTS.messageUpdated, event);
}

/**
 * The other party's notification. While they have not read it, the brief's notifications stay one
 * entry (refKey), updated by each new event, so editing a brief three times is not three entries.
 */
const briefNotification = (brief: ProjectBriefRow, input: Omit<NewNotification, 'refKey'>): NewNotification => ({
  ...input,
  refKey: `brief:${brief.id}`,
});

async function currentMessage(app: CommandContext, briefId: string, fallback: MessageRecord): Promise<ChatMessage> {
  return presentChatMessage((await app.repos.messages.findByBriefId(briefId)) ?? fallback);
}

/**
 * POST /job/proposeJob/{userId}: the brief and its message in one transaction, then both tabs and a
 * notification. At most OPEN_BRIEFS_PER_PAIR_MAX open briefs from one person to another (409).
 */
export async function proposeBrief(
  app: CommandContext,
  sender: UserRow,
  recipientId: string,
  body: ProjectBriefBody,
): Promise<ChatMessage> {
  const recipient = await loadChatPartner(app, sender, recipientId);
  const roles = rolesOf(sender, recipient);
  await assertMayWrite(app, sender, recipient);
  const sent = await sendMessage(app, sender, recipient, {
    body: '',
    brief: { ...body, ...roles, senderId: sender.id, recipientId: recipient.id, status: 'specific' },
  }).catch((error: unknown) => {
    if (error instanceof OpenBriefLimitReached) {
      throw conflict(
        `You already have ${OPEN_BRIEFS_PER_PAIR_MAX} project briefs waiting for ${recipient.fullName}'s answer. ` +
          'Wait for an answer, or withdraw one, before proposing another.',
        'TOO_MANY_OPEN_BRIEFS',
      );
    }
    throw error;
  });
  const brief = sent.record.brief;
  if (brief) {
    await notifyEach(app, [
      briefNotification(brief, {
        userId: recipient.id,
        senderId: sender.id,
        category: 'Proposals',
        type: 'brief_proposed',
        message: `${sender.fullName} proposed a project brief: "${brief.title}".`,
        link: siteLinks.message(sender.id),
      }),
    ]);
  }
  return sent.message;
}

const SAME_FIELDS = ['title', 'description', 'delivarables', 'salary', 'duration', 'budgetType'] as const;

/** POST /job/updateProposedJob/{briefId}: the sender edits while it is open. Resending it unchanged tells nobody anything. */
export async function updateBrief(
  app: CommandContext,
  user: UserRow,
  briefId: string,
  body: ProjectBriefBody,
): Promise<ChatMessage> {
  const { brief, record } = await loadBrief(app, user, briefId);
  assertMay(user, brief, 'edit');
  if (SAME_FIELDS.every((field) => brief[field] === body[field])) return presentChatMessage(record);
  const updated = await app.repos.projectBriefs.update(brief.id, user.id, body, app.clock.now());
  if (!updated) return changedMeanwhile(app, user, briefId, 'edit');
  const message = await currentMessage(app, brief.id, { ...record, brief: updated });
  announceUpdate(app, updated, message);
  await notifyEach(app, [
    briefNotification(updated, {
      userId: updated.recipientId,
      senderId: user.id,
      category: 'Proposals',
      type: 'brief_updated',
      message: `${user.fullName} updated the project brief "${updated.title}".`,
      link: siteLinks.message(user.id),
    }),
  ]);
  return message;
}

/** DELETE /job/deleteProposedJob/{briefId}: the sender withdraws it while open; its message shows as deleted to both. */
export async function withdrawBrief(app: CommandContext, user: UserRow, briefId: string): Promise<void> {
  const { brief } = await loadBrief(app, user, briefId);
  assertMay(user, brief, 'delete');
  const withdrawn = await app.repos.projectBriefs.withdraw(brief.id, user.id, app.clock.now());
  if (!withdrawn) return changedMeanwhile(app, user, briefId, 'delete');
  const [record] = await app.repos.messages.withExtras([withdrawn.message]);
  announceUpdate(app, withdrawn.brief, presentChatMessage(record));
  await notifyEach(app, [
    briefNotification(withdrawn.brief, {
      userId: withdrawn.brief.recipientId,
      senderId: user.id,
      category: 'Proposals',
      type: 'brief_withdrawn',
      message: `${user.fullName} withdrew the project brief "${withdrawn.brief.title}".`,
      link: siteLinks.message(user.id),
    }),
  ]);
}

/**
 * GET /job/confirmProposedJob/{briefId}: the recipient accepts. One transaction turns the brief into
 * a job owned by the client, in progress, the freelancer hired at the brief's salary (see
 * projectBriefs.accept); two simultaneous accepts create one job.
 */
export async function acceptBrief(
  app: CommandContext,
  user: UserRow,
  briefId: string,
): Promise<{ message: ChatMessage; jobId: string }> {
  const { brief, record } = await loadBrief(app, user, briefId);
  assertMay(user, brief, 'accept');
  const now = app.clock.now();
  const accepted = await app.repos.projectBriefs.accept(brief.id, user.id, now, todayIsoDate(now));
  if (!accepted) return changedMeanwhile(app, user, briefId, 'accept');
  const message = await currentMessage(app, brief.id, { ...record, brief: accepted.brief });
  announceUpdate(app, accepted.brief, message);
  const senderIsClient = accepted.brief.senderId === accepted.brief.clientId;
  await notifyEach(app, [
    briefNotification(accepted.brief, {
      userId: accepted.brief.senderId,
      senderId: user.id,
      category: 'Job',
      type: 'brief_accepted',
      message: `${user.fullName} accepted your project brief "${accepted.brief.title}": the job is now in progress.`,
      link: senderIsClient ? siteLinks.completedJobs(accepted.job.id) : siteLinks.myProject(),
    }),
  ]);
  return { message, jobId: accepted.job.id };
}

/** POST /job/declineProposedJob/{briefId}: the recipient declines while open, optionally saying why. */
export async function declineBrief(
  app: CommandContext,
  user: UserRow,
  briefId: string,
  reason: string | undefined,
): Promise<ChatMessage> {
  const { brief, record } = await loadBrief(app, user, briefId);
  assertMay(user, brief, 'decline');
  const declined = await app.repos.projectBriefs.decline(brief.id, user.id, reason ? reason : null, app.clock.now());
  if (!declined) return changedMeanwhile(app, user, briefId, 'decline');
  const message = await currentMessage(app, brief.id, { ...record, brief: declined });
  announceUpdate(app, declined, message);
  await notifyEach(app, [
    briefNotification(declined, {
      userId: declined.senderId,
      senderId: user.id,
      category: 'Proposals',
      type: 'brief_declined',
      message: `${user.fullName} declined your project brief "${declined.title}".${reason ? ` Reason: “${reason}”` : ''}`,
      link: siteLinks.message(user.id),
    }),
  ]);
  return message;
}
