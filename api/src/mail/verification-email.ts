import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/**
 * Sent to an address nobody has proven yet, so it carries nothing the sign-up chose: a name would
 * let anyone send Freelane-branded text to any inbox (issue 34).
 */
export function verificationEmail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Welcome to Freelane! Please confirm your e-mail address by opening this link:',
    link,
    '',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello,</p>
<p>Welcome to Freelane! Please confirm your e-mail address:</p>
<p><a href="${escapeHtml(link)}">Verify my e-mail address</a></p>
<p>The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Verify your Freelane e-mail address', text, html, links: [link] };
}
