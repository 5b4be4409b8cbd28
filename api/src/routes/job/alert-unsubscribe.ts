import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler, Implementation } from '../../endpoints/handlers';
import { badRequest } from '../../errors';
import { readUnsubscribeToken } from '../../commands/job-alerts';
import { escapeHtml } from '../../mail/escape-html';

const forged = () =>
  badRequest(
    'This unsubscribe link is not valid. Change your alerts on your saved searches page.',
    'INVALID_UNSUBSCRIBE_LINK',
  );

/**
 * POST /job/alertUnsubscribe/{token}: RFC 8058 one-click. The mail client posts
 * `List-Unsubscribe=One-Click` without cookies, so there is no session and no CSRF token: the
 * signed token is the proof (a forged or altered one is refused). It turns e-mail alerts off for
 * the search (`s` token) or all of the person's searches (`u`, the digest's); the in-app alerts stay.
 */
export const unsubscribeJobAlerts: Implementation<typeof jobEndpoints.unsubscribeJobAlerts> = {
  signedLink: true,
  // Per address: a token guessed at speed meets the limit long before the HMAC could fall.
  rateLimit: { max: 30, timeWindow: '1 minute' },
  handler: (context) => unsubscribe(context),
};

const unsubscribe: Handler<typeof jobEndpoints.unsubscribeJobAlerts> = async ({ app, params, request, reply }) => {
  const target = readUnsubscribeToken(app.config.sessionSecret, params.token);
  if (!target) throw forged();
  const now = app.clock.now();
  if (target.kind === 's') {
    // A search deleted since: nothing left to stop, which is what was asked.
    await app.repos.savedSearches.stopEmail(target.id, now);
  } else {
    for (const search of await app.repos.savedSearches.list(target.id)) {
      await app.repos.savedSearches.stopEmail(search.id, now);
    }
  }
  const message = 'You will no longer receive these job alert e-mails.';
  // The confirm page's form (a person in a browser) gets a page back; a mail client gets JSON.
  if (request.headers.accept?.includes('text/html')) {
    return reply.type('text/html; charset=utf-8').send(page('Unsubscribed', `<p>${message}</p>`));
  }
  return { success: true, message };
};

/**
 * GET /job/alertUnsubscribe/{token}: the link in the mail's text. A GET changes nothing (a link
 * scanner must not unsubscribe anyone): it shows a page whose button posts the one-click form.
 */
export const jobAlertUnsubscribePage: Implementation<typeof jobEndpoints.jobAlertUnsubscribePage> = {
  rateLimit: { max: 30, timeWindow: '1 minute' },
  handler: (context) => showPage(context),
};

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Freelane</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${title}</h1>
${body}
</body></html>`;

const showPage: Handler<typeof jobEndpoints.jobAlertUnsubscribePage> = async ({ app, params, reply }) => {
  if (!readUnsubscribeToken(app.config.sessionSecret, params.token)) throw forged();
  const action = `/api/v1/job/alertUnsubscribe/${encodeURIComponent(params.token)}`;
  return reply.type('text/html; charset=utf-8').send(
    page(
      'Stop job alert e-mails?',
      `<p>You will no longer receive job alert e-mails from this link's saved searches. Alerts in the app stay as they are.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
    ),
  );
};
