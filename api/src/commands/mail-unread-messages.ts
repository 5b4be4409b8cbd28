import type { CommandContext } from './command-context';
import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from '@freelane/shared/contracts';
import { absoluteLink, siteLinks } from '../lib/site-links';
import { unreadMessagesEmail, type UnreadConversationSummary } from '../mail/unread-messages-email';
import { inTransaction } from '../repositories';
import type { UnreadPreview } from '../repositories/unread-message-mail';

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

/**
 * Due conversations grouped by recipient, one query at a time. When a query comes back full, its
 * last recipient may have more due conversations beyond it: they wait for the next query (they are
 * not claimed yet, so it returns them again), so a recipient's conversations stay in one mail.
 */
async function* dueByRecipient(app: CommandContext, cutoff: Date): AsyncGenerator<[string, string[]]> {
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const candidates = await app.repos.unreadMessageMail.candidates(cutoff, BATCH);
    const conversationsOf = new Map<string, string[]>();
    for (const { userId, conversationId } of candidates) {
      conversationsOf.set(userId, [...(conversationsOf.get(userId) ?? []), conversationId]);
    }
    const full = candidates.length === BATCH;
    const recipients = [...conversationsOf];
    if (full && recipients.length > 1) recipients.pop();
    yield* recipients;
    if (!full) return;
  }
}

/**
 * Claims one recipient's due conversations and writes their mail to the outbox in ONE transaction:
 * the claim and the mail commit together, so a mail server that is down (or a crash) never loses a
 * claimed digest. Resolves to the outbox id, or null when there is nothing to mail (e-mail off for
 * Message: claimed silently; or nothing left to quote).
 */
async function claimAndWrite(app: CommandContext, recipientId: string, conversationIds: string[], cutoff: Date) {
  return inTransaction(app, async (repos) => {
    const claims = await repos.unreadMessageMail.claimForRecipient(recipientId, conversationIds, cutoff);
    if (claims.length === 0) return null;
    const people = await repos.notificationPreferences.parties([recipientId, ...claims.map((claim) => claim.otherUserId)]);
    const recipient = people.get(recipientId);
    if (!recipient || !recipient.preferences.Message.email) return null;
    const summaries: (UnreadConversationSummary & { newestAt: number })[] = [];
    for (const claim of claims) {
      const preview = await repos.unreadMessageMail.preview(
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
    if (summaries.length === 0) return null;
    summaries.sort((a, b) => b.newestAt - a.newestAt);
    const mail = unreadMessagesEmail({
      to: recipient.email,
      recipientName: recipient.fullName,
      conversations: summaries.map(({ newestAt: _newestAt, ...summary }) => summary),
      settingsLink: absoluteLink(app.config.publicUrl, siteLinks.notificationCentre()),
    });
    return repos.mailOutbox.enqueue(mail, app.clock.now());
  });
}

/**
 * The unread-message e-mail (issue 10): messages still unread UNREAD_MESSAGE_EMAIL_DELAY_MINUTES
 * after they were sent are claimed (conversation_members.emailed_seq, under a row lock), and in the
 * same transaction each recipient who keeps e-mail on for Message gets ONE mail covering all such
 * conversations, written to the mail outbox; so each message is mailed about once even with several
 * processes, and a mail the server cannot take now is retried (plugins/mail.ts). Recipients with it
 * off are claimed too (silently), so turning it on later never mails old history. Resolves to the
 * number of mails this run wrote; they are sent at once, or retried with backoff.
 */
export async function mailUnreadMessages(app: CommandContext): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - UNREAD_MESSAGE_EMAIL_DELAY_MINUTES * MINUTE_MS);
  const written: string[] = [];
  for await (const [recipientId, conversationIds] of dueByRecipient(app, cutoff)) {
    const id = await claimAndWrite(app, recipientId, conversationIds, cutoff);
    if (id) written.push(id);
  }
  if (written.length === 0) return 0;
  await app.mailer.deliver(written);
  app.log.info({ mails: written.length }, 'unread-message mails written');
  return written.length;
}
