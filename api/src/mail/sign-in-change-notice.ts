import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

/** What changed in how a person signs in (issue 38), as the notice's sentence says it. */
export const SIGN_IN_CHANGES = {
  totpOn: 'Two-step sign-in with an authenticator app was turned on for your Freelane account.',
  totpOff: 'Two-step sign-in was turned off for your Freelane account.',
  passkeyAdded: (name: string) => `A passkey named "${name}" was added to your Freelane account.`,
  passkeyRemoved: (name: string) => `The passkey named "${name}" was removed from your Freelane account.`,
  passwordRemoved: 'The password of your Freelane account was removed: you now sign in with a passkey.',
  recoveryCodeUsed: (left: number) =>
    `One of your recovery codes was just used to sign in to your Freelane account (${left} left).`,
} as const;

/**
 * Sent to the account's address for every change of how it signs in, and for a recovery code used:
 * someone who took the account over cannot do it unseen. Its other devices were signed out.
 */
export function signInChangeNotice(to: string, fullName: string, change: string, securityUrl: string): MailMessage {
  const text = [
    `Hello ${fullName},`,
    '',
    change,
    'Your other devices have been signed out.',
    '',
    `If this was not you, reset your password and review your sign-in settings at once: ${securityUrl}`,
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(fullName)},</p>
<p>${escapeHtml(change)} Your other devices have been signed out.</p>
<p>If this was not you, reset your password and review your sign-in settings at once:
<a href="${escapeHtml(securityUrl)}">${escapeHtml(securityUrl)}</a></p>
<p>The Freelane team</p>
</body></html>`;
  return { to, subject: 'Your Freelane sign-in settings changed', text, html, links: [securityUrl] };
}
