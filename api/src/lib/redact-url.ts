/**
 * Request URLs as the log may keep them: every bearer secret a URL can carry is replaced.
 * - the password-reset page, `/recover-password/<token>` (the mailed link, served as the SPA page);
 * - any `token`, `code` or `state` query value: e-mail verification (`?token=`) and the Google
 *   sign-in callback (`?code=&state=`), whichever path carries them.
 */
const SECRET_PATHS: RegExp[] = [/^(\/recover-password\/)[^/?#]+/];
const SECRET_QUERY_KEYS = /([?&](?:token|code|state)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  let safe = url;
  for (const path of SECRET_PATHS) safe = safe.replace(path, `$1${REDACTED}`);
  return safe.replace(SECRET_QUERY_KEYS, `$1${REDACTED}`);
}
