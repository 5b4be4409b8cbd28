import { PASSWORD_RESET_TTL_MINUTES } from '@freelane/shared/contracts';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

export function passwordResetEmail(to: string, fullName: string, link: string): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Freelane account. Open this link to choose a new one:',
    link,
    '',
    `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(fullName)},</p>
<p>Someone (hopefully you) asked to reset the password of your Freelane account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Reset your Freelane password', text, html, links: [link] };
}
