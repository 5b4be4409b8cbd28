import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

export interface JobAlertMailJob {
  title: string;
  /** {PUBLIC_URL}/jobs/{id}: the job's page. */
  link: string;
  /** The saved search it matched. */
  searchName: string;
}

export interface JobAlertMail {
  to: string;
  recipientName: string;
  jobs: readonly JobAlertMailJob[];
  /** The daily digest (several jobs) or one instant alert. */
  digest: boolean;
  /** {PUBLIC_URL}/saved-searches: where alerts are changed. */
  settingsLink: string;
  /** The signed one-click unsubscribe link (https in production): no sign-in needed. */
  unsubscribeLink: string;
}

/**
 * A job alert: one new job (instant) or the day's jobs (digest). RFC 8058 one-click unsubscribe:
 * `List-Unsubscribe` names the signed link, `List-Unsubscribe-Post` tells the mail client it may
 * POST to it without showing a page. Every user-chosen text is escaped in the HTML part.
 */
export function jobAlertEmail(input: JobAlertMail): MailMessage {
  const [first] = input.jobs;
  const subject = input.digest
    ? `${input.jobs.length} new job${input.jobs.length === 1 ? '' : 's'} for your saved searches`
    : `New job for "${first.searchName}": ${first.title}`.slice(0, 140);
  const lines = input.jobs.map((job) => `- ${job.title} (${job.searchName}): ${job.link}`);
  const text = [
    `Hello ${input.recipientName},`,
    '',
    input.digest ? 'New jobs matched your saved searches:' : 'A new job matched your saved search:',
    ...lines,
    '',
    `Change your alerts: ${input.settingsLink}`,
    `Stop these e-mails: ${input.unsubscribeLink}`,
    '',
    'The Freelane team',
  ].join('\n');
  const items = input.jobs
    .map(
      (job) =>
        `<li><a href="${escapeHtml(job.link)}">${escapeHtml(job.title)}</a> (${escapeHtml(job.searchName)})</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.recipientName)},</p>
<p>${input.digest ? 'New jobs matched your saved searches:' : 'A new job matched your saved search:'}</p>
<ul>
${items}
</ul>
<p style="color:#666;font-size:12px"><a href="${escapeHtml(input.settingsLink)}">Change your alerts</a> ·
<a href="${escapeHtml(input.unsubscribeLink)}">Stop these e-mails</a></p>
<p>The Freelane team</p>
</body></html>`;
  return {
    to: input.to,
    subject,
    text,
    html,
    links: [...input.jobs.map((job) => job.link), input.unsubscribeLink],
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
