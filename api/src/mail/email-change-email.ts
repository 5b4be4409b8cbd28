import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/**
 * Sent to the NEW address: the change takes effect only once this link is opened. Like the
 * verification mail, it carries no name: the address is not proven to be the account's (issue 34).
 */
export function emailChangeEmail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Please confirm that this is the new e-mail address of your Freelane account by opening this link:',
    link,
    '',
    'Until then your account keeps its previous address. The link works once and expires in 24 hours.',
    'If you did not ask for this, ignore this e-mail.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello,</p>
<p>Please confirm that this is the new e-mail address of your Freelane account:</p>
<p><a href="${escapeHtml(link)}">Confirm my new e-mail address</a></p>
<p>Until then your account keeps its previous address. The link works once and expires in 24 hours.
If you did not ask for this, ignore this e-mail.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Confirm your new Freelane e-mail address', text, html, links: [link] };
}
