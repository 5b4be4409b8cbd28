import { UNREAD_MESSAGE_EMAIL_DELAY_MINUTES } from '@freelane/shared/contracts';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

export interface UnreadConversationSummary {
  senderName: string;
  /** Unread messages from this person this mail is about. */
  count: number;
  /** The first line of each of the newest few, oldest of them first. */
  lines: string[];
  /** {PUBLIC_URL}/message?userId=<sender> */
  link: string;
}

export interface UnreadMessagesMail {
  to: string;
  recipientName: string;
  /** Newest activity first; at least one. */
  conversations: UnreadConversationSummary[];
  /** {PUBLIC_URL}/notification: where the e-mail preferences are changed. */
  settingsLink: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function subjectOf(conversations: UnreadConversationSummary[]): string {
  const [first] = conversations;
  if (conversations.length === 1) {
    return first.count === 1
      ? `New message from ${first.senderName}`
      : `${first.count} new messages from ${first.senderName}`;
  }
  return `New messages from ${first.senderName} and ${plural(conversations.length - 1, 'other', 'others')}`;
}

/**
 * One mail per recipient for messages still unread UNREAD_MESSAGE_EMAIL_DELAY_MINUTES after they
 * were sent: every such conversation, with its sender, how many, the first lines of the newest and a
 * link that opens it. Every user-chosen text is escaped in the HTML part.
 */
export function unreadMessagesEmail(input: UnreadMessagesMail): MailMessage {
  const sections = input.conversations.map((conversation) => [
    `${conversation.senderName}: ${plural(conversation.count, 'unread message', 'unread messages')}`,
    ...conversation.lines.map((line) => `  > ${line}`),
    `  Reply: ${conversation.link}`,
  ]);
  const text = [
    `Hello ${input.recipientName},`,
    '',
    `You have messages on Freelane that are still unread after ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES} minutes:`,
    '',
    ...sections.flatMap((section) => [...section, '']),
    'You receive this because e-mail is on for Message notifications. Change it on your notifications page:',
    input.settingsLink,
    '',
    'The Freelane team',
  ].join('\n');
  const items = input.conversations
    .map(
      (
        conversation,
      ) => `<li style="margin-bottom:12px"><b>${escapeHtml(conversation.senderName)}</b>: ${plural(conversation.count, 'unread message', 'unread messages')}
<blockquote style="margin:4px 0 4px 8px;color:#444">${conversation.lines.map(escapeHtml).join('<br>')}</blockquote>
<a href="${escapeHtml(conversation.link)}">Open the conversation</a></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<p>You have messages on Freelane that are still unread after ${UNREAD_MESSAGE_EMAIL_DELAY_MINUTES} minutes:</p>
<ul>${items}</ul>
<p style="color:#666;font-size:12px">You receive this because e-mail is on for Message notifications.
<a href="${escapeHtml(input.settingsLink)}">Change your notification settings</a>.</p>
<p>The Freelane team</p>
</body></html>`;
  return {
    to: input.to,
    subject: subjectOf(input.conversations),
    text,
    html,
    links: input.conversations.map((conversation) => conversation.link),
  };
}
