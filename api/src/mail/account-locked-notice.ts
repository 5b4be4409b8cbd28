import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/** Sent when repeated wrong passwords lock logins to an account for a while. */
export function accountLockedNotice(to: string, fullName: string, until: Date, resetUrl: string): MailMessage {
  const when = until.toUTCString();
  const text = [
    `Hello ${fullName},`,
    '',
    `Someone entered a wrong password for your Freelane account many times, so logging in is paused until ${when}.`,
    'If it was you, wait until then, or set a new password now (that also ends the pause):',
    resetUrl,
    '',
    'If it was not you, your password held. A new, long password that you use nowhere else keeps it that way.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(fullName)},</p>
<p>Someone entered a wrong password for your Freelane account many times, so logging in is paused until ${escapeHtml(when)}.</p>
<p>If it was you, wait until then, or <a href="${escapeHtml(resetUrl)}">set a new password now</a> (that also ends the pause).</p>
<p>If it was not you, your password held. A new, long password that you use nowhere else keeps it that way.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Logins to your Freelane account are paused', text, html, links: [resetUrl] };
}
