import { formatMoney } from '@freelane/shared/contracts';
import type { CommandContext } from './command-context';
import type { UserRow } from '../db/schema';
import type { ApplicationWithParties } from '../repositories/applications';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';

export type Decision = 'accepted' | 'rejected';

export const ASSISTANT_CANNOT_BE_HIRED =
  'This freelancer is (or was) this job’s hiring assistant, or drafted it for you, so they cannot be hired on it.';

async function loadDecidable(app: CommandContext, user: UserRow, applicationId: string): Promise<ApplicationWithParties> {
  const found = await app.repos.applications.findById(applicationId);
  if (!found) throw notFound('This proposal does not exist.', 'APPLICATION_NOT_FOUND');
  if (found.job.ownerId !== user.id) {
    throw forbidden('Only the client who posted this job can accept or reject its proposals.', 'NOT_OWNER');
  }
  if (found.application.status !== 'pending') {
    throw conflict(`This proposal was already ${found.application.status}.`, 'NOT_PENDING');
  }
  return found;
}

/**
 * Hire (architecture §5): one transaction moves the job to progress, accepts this proposal,
 * rejects the other pending ones and connects client and freelancer; then everyone is told.
 */
async function accept(app: CommandContext, user: UserRow, found: ApplicationWithParties): Promise<string> {
  if (found.job.status !== 'active') throw conflict('A freelancer has already been hired for this job.', 'JOB_NOT_OPEN');
  const result = await app.repos.applications.accept(found.application.id, user.id, app.clock.now());
  if (result.kind === 'assistant') throw forbidden(ASSISTANT_CANNOT_BE_HIRED, 'ASSISTANT_OF_JOB');
  if (result.kind !== 'done') throw conflict('This job changed meanwhile. Reload the page and try again.', 'JOB_CHANGED');
  const title = found.job.title;
  await notifyEach(app, [
    {
      userId: found.applicant.id,
      senderId: user.id,
      category: 'Proposals',
      type: 'application_accepted',
      message: `${user.fullName} accepted your proposal for "${title}": you are hired.`,
      link: siteLinks.myProject(),
    },
    ...result.rejectedApplicantIds.map((applicantId) => ({
      userId: applicantId,
      senderId: user.id,
      category: 'Proposals' as const,
      type: 'application_rejected',
      message: `Your proposal for "${title}" was not selected: the client hired another freelancer.`,
      link: siteLinks.proposals('rejected'),
    })),
    ...(result.assistantFee
      ? [
          {
            userId: result.assistantFee.assistantId,
            senderId: user.id,
            category: 'Payments' as const,
            type: 'hiringAssistantFee',
            message: `${user.fullName} hired ${found.applicant.fullName}, whom you recommended for "${title}": your fee of ${formatMoney(result.assistantFee.fee.amount, app.config.currency, { locale: 'en' })} is recorded.`,
            link: siteLinks.earnings(),
          },
        ]
      : []),
  ]);
  return `Proposal accepted: ${found.applicant.fullName} is hired and the job is now in progress.`;
}

async function reject(app: CommandContext, user: UserRow, found: ApplicationWithParties): Promise<string> {
  const rejected = await app.repos.applications.reject(found.application.id, app.clock.now());
  if (!rejected) throw conflict('This proposal changed meanwhile. Reload the page and try again.', 'PROPOSAL_CHANGED');
  await notifyEach(app, [
    {
      userId: found.applicant.id,
      senderId: user.id,
      category: 'Proposals',
      type: 'application_rejected',
      message: `${user.fullName} declined your proposal for "${found.job.title}".`,
      link: siteLinks.proposals('rejected'),
    },
  ]);
  return 'Proposal rejected.';
}

/** POST /application/updateStatus: the job owner accepts or rejects a pending proposal. */
export async function decideApplication(
  app: CommandContext,
  user: UserRow,
  applicationId: string,
  decision: Decision,
): Promise<string> {
  const found = await loadDecidable(app, user, applicationId);
  return decision === 'accepted' ? accept(app, user, found) : reject(app, user, found);
}
