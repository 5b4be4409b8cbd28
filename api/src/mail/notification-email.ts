import type { NotificationCategory } from '@freelane/shared/contracts';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

export interface NotificationMail {
  to: string;
  recipientName: string;
  /** Who caused it (null: Freelane itself, e.g. the scheduler). */
  senderName: string | null;
  /** The notification's own text, as the centre shows it. */
  message: string;
  category: NotificationCategory;
  /** {PUBLIC_URL}{notification link}: the page it is about. */
  link: string;
  /** {PUBLIC_URL}/notification: where the e-mail preferences are changed. */
  settingsLink: string;
}

const SUBJECT_LENGTH = 100;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A notification sent by e-mail because the recipient turned e-mail on for its category: who, what
 * and a link to the page it is about. Every user-chosen text is escaped in the HTML part.
 */
export function notificationEmail(input: NotificationMail): MailMessage {
  const from = input.senderName ? `From ${input.senderName}` : 'From Freelane';
  const text = [
    `Hello ${input.recipientName},`,
    '',
    input.message,
    '',
    `${from} (${input.category}). Open it on Freelane:`,
    input.link,
    '',
    `You receive this because e-mail is on for ${input.category} notifications. Change it on your notifications page:`,
    input.settingsLink,
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<p>${escapeHtml(input.message)}</p>
<p>${escapeHtml(from)} (${escapeHtml(input.category)}). <a href="${escapeHtml(input.link)}">Open it on Freelane</a></p>
<p style="color:#666;font-size:12px">You receive this because e-mail is on for ${escapeHtml(input.category)} notifications.
<a href="${escapeHtml(input.settingsLink)}">Change your notification settings</a>.</p>
<p>The Freelane team</p>
</body></html>`;
  return {
    to: input.to,
    subject: shorten(input.message.replace(/\s+/g, ' ').trim(), SUBJECT_LENGTH),
    text,
    html,
    links: [input.link],
  };
}
