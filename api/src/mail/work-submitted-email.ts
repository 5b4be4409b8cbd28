import { CLIENT_REVIEW_DAYS } from '@freelane/shared/contracts';
import type { MailMessage } from './mail-message';
import { escapeHtml } from './escape-html';

export interface WorkSubmittedMail {
  to: string;
  clientName: string;
  freelancerName: string;
  jobTitle: string;
  fileNames: string[];
  /** 2 after a revision request. */
  round: number;
  reviewDeadline: Date;
  /** The job's agreed amount as written ("$580.00"): what falls due when the work is accepted. */
  agreedAmount: string;
  /** {PUBLIC_URL}/takeAction?jobId=… */
  link: string;
}

/** UTC, as every deadline the server decides ("Mon, 24 Nov 2026 08:00 UTC"). */
function formatDeadline(date: Date): string {
  return `${date.toUTCString().replace(/:\d\d GMT$/, '')} UTC`;
}

/** Tells the client that work arrived and how long they have to review it (spec §2 /takeAction preview). */
export function workSubmittedEmail(input: WorkSubmittedMail): MailMessage {
  const what = input.round > 1 ? 'the revised work' : 'the work';
  const deadline = formatDeadline(input.reviewDeadline);
  const files = input.fileNames.map((name) => `- ${name}`);
  const text = [
    `Hello ${input.clientName},`,
    '',
    `${input.freelancerName} submitted ${what} for "${input.jobTitle}".`,
    '',
    'Files delivered:',
    ...files,
    '',
    'Review it, download the files and accept it, ask for changes or mark it as incomplete here:',
    input.link,
    '',
    `Please review it by ${deadline}. If you take no action within ${CLIENT_REVIEW_DAYS} days of the submission, ` +
      `the work counts as accepted and the agreed amount of ${input.agreedAmount} is due from you to the freelancer directly.`,
    '',
    'The Freelane team',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello ${escapeHtml(input.clientName)},</p>
<p>${escapeHtml(input.freelancerName)} submitted ${what} for <b>${escapeHtml(input.jobTitle)}</b>.</p>
<p>Files delivered:</p>
<ul>${input.fileNames.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.link)}">Review the submitted work</a></p>
<p>Please review it by ${escapeHtml(deadline)}. If you take no action within ${CLIENT_REVIEW_DAYS} days of the submission,
the work counts as accepted and the agreed amount of ${escapeHtml(input.agreedAmount)} is due from you to the freelancer directly.</p>
<p>The Freelane team</p>
</body></html>`;
  return {
    to: input.to,
    subject: `Work submitted for "${input.jobTitle}"`,
    text,
    html,
    links: [input.link],
  };
}

export function takeActionLink(publicUrl: string, jobId: string): string {
  return `${publicUrl}/takeAction?jobId=${encodeURIComponent(jobId)}`;
}
