import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/** Sent to the OLD address once a change is confirmed, so a hijacked account does not go unnoticed. */
export function emailChangedNotice(to: string, fullName: string, newEmail: string): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    `The e-mail address of your Freelane account is now ${newEmail}. This address (${to}) no longer signs in.`,
    '',
    'If you did not make this change, reply to this e-mail or contact support at once.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(fullName)},</p>
<p>The e-mail address of your Freelane account is now <b>${escapeHtml(newEmail)}</b>. This address no longer signs in.</p>
<p>If you did not make this change, reply to this e-mail or contact support at once.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Your Freelane e-mail address was changed', text, html, links: [] };
}
