import type { CommandContext } from './command-context';
import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from '@freelane/shared/contracts';
import { absoluteLink, siteLinks } from '../lib/site-links';
import { unreadMessagesEmail, type UnreadConversationSummary } from '../mail/unread-messages-email';
import type { UnreadClaim, UnreadPreview } from '../repositories/unread-message-mail';

const MINUTE_MS = 60 * 1000;
/** Candidates read per query, and at most this many queries per run (the rest waits for the next tick). */
const BATCH = 500;
const MAX_BATCHES = 20;
/** Lines quoted per conversation, and characters per line. */
const PREVIEW_LINES = 3;
const LINE_LENGTH = 140;

function firstLine(message: UnreadPreview['newest'][number]): string {
  if (message.briefTitle !== null) return `Project brief: "${message.briefTitle}"`;
  const line =
    message.body
      .split('\n')
      .find((candidate) => candidate.trim() !== '')
      ?.trim() ?? '';
  if (!line) return message.files === 1 ? 'Sent a file' : `Sent ${message.files} files`;
  return line.length > LINE_LENGTH ? `${line.slice(0, LINE_LENGTH - 1)}…` : line;
}

/** Claims every conversation due for a mail, recipient by recipient; each recipient gets one mail per run. */
async function claimDue(app: CommandContext, cutoff: Date): Promise<Map<string, UnreadClaim[]>> {
  const byRecipient = new Map<string, UnreadClaim[]>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const candidates = await app.repos.unreadMessageMail.candidates(cutoff, BATCH);
    const conversationsOf = new Map<string, string[]>();
    for (const { userId, conversationId } of candidates) {
      conversationsOf.set(userId, [...(conversationsOf.get(userId) ?? []), conversationId]);
    }
    for (const [userId, conversationIds] of conversationsOf) {
      const claims = await app.repos.unreadMessageMail.claimForRecipient(userId, conversationIds, cutoff);
      if (claims.length > 0) byRecipient.set(userId, [...(byRecipient.get(userId) ?? []), ...claims]);
    }
    if (candidates.length < BATCH) break;
  }
  return byRecipient;
}

/**
 * The unread-message e-mail (issue 10): messages still unread UNREAD_MESSAGE_EMAIL_DELAY_MINUTES
 * after they were sent are claimed (conversation_members.emailed_seq, under a row lock) BEFORE any
 * mail goes out, so each message is mailed about at most once even with several processes; then
 * each recipient who keeps e-mail on for Message gets ONE mail covering all such conversations.
 * Recipients with it off are claimed too (silently), so turning it on later never mails old history.
 * Resolves to the number of mails sent.
 */
export async function mailUnreadMessages(app: CommandContext): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - UNREAD_MESSAGE_EMAIL_DELAY_MINUTES * MINUTE_MS);
  const byRecipient = await claimDue(app, cutoff);
  if (byRecipient.size === 0) return 0;
  const people = await app.repos.notificationPreferences.parties([
    ...byRecipient.keys(),
    ...[...byRecipient.values()].flatMap((claims) => claims.map((claim) => claim.otherUserId)),
  ]);
  let sent = 0;
  for (const [recipientId, claims] of byRecipient) {
    const recipient = people.get(recipientId);
    if (!recipient || !recipient.preferences.Message.email) continue;
    const summaries: (UnreadConversationSummary & { newestAt: number })[] = [];
    for (const claim of claims) {
      const preview = await app.repos.unreadMessageMail.preview(
        claim.conversationId,
        recipientId,
        claim.fromSeq,
        claim.upTo,
        PREVIEW_LINES,
      );
      const sender = people.get(claim.otherUserId);
      if (preview.count === 0 || !sender) continue;
      summaries.push({
        senderName: sender.fullName,
        count: preview.count,
        lines: preview.newest.map(firstLine).reverse(),
        link: absoluteLink(app.config.publicUrl, siteLinks.message(sender.id)),
        newestAt: preview.newest[0].createdAt.getTime(),
      });
    }
    if (summaries.length === 0) continue;
    summaries.sort((a, b) => b.newestAt - a.newestAt);
    try {
      await app.mailer.send(
        unreadMessagesEmail({
          to: recipient.email,
          recipientName: recipient.fullName,
          conversations: summaries.map(({ newestAt: _newestAt, ...summary }) => summary),
          settingsLink: absoluteLink(app.config.publicUrl, siteLinks.notificationCentre()),
        }),
      );
      sent += 1;
    } catch (error) {
      // Claimed, so not retried: a message is mailed about at most once (the in-app notification stays).
      app.log.error({ err: error, userId: recipientId }, 'unread-message mail could not be sent');
    }
  }
  if (sent > 0) app.log.info({ mails: sent }, 'unread-message mails sent');
  return sent;
}
