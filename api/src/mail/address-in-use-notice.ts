import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/**
 * Sent to the owner of an address someone tried to use again (a sign-up, or another account's
 * e-mail change). The person trying is answered as if it worked, so nobody can learn from the
 * screen which addresses have accounts; the real owner learns it here instead.
 */
export function addressInUseNotice(
  to: string,
  fullName: string,
  attempt: 'signUp' | 'emailChange',
  loginUrl: string,
): MailMessage {
  const what =
    attempt === 'signUp'
      ? 'Someone just tried to create a new Freelane account with this e-mail address, which already has one (yours).'
      : 'Someone just asked to move another Freelane account to this e-mail address, which already belongs to yours.';
  const text = [
    `Hello ${fullName},`,
    '',
    what,
    'Nothing changed: your account is as it was.',
    '',
    `If it was you, log in instead: ${loginUrl} (use "Forget Password?" there if you need a new password).`,
    'If it was not you, you can ignore this e-mail.',
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(fullName)},</p>
<p>${escapeHtml(what)} Nothing changed: your account is as it was.</p>
<p>If it was you, <a href="${escapeHtml(loginUrl)}">log in instead</a> (use "Forget Password?" there if you need a new password). If it was not you, you can ignore this e-mail.</p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Your Freelane e-mail address was used again', text, html, links: [loginUrl] };
}
