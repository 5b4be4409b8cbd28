import type { CommandContext } from './command-context';
import { todayIsoDate, type ProposalBody } from '@freelane/shared/contracts';
import type { ApplicationRow, JobRow, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { JOB_NOT_FOUND_MESSAGE } from './manage-job';
import { siteLinks } from '../lib/site-links';
import { notifyEach } from './notify-each';
import { isOpen } from '../repositories/applications';

export const ALREADY_APPLIED = 'You have already applied to this job.';
export const ASSISTANT_CANNOT_APPLY =
  'You are this job’s hiring assistant (or were, and have read its proposals), or drafted it for the client, so you cannot send a proposal for it.';

function closedReason(job: JobRow, today: string): string {
  if (job.status === 'active' && job.applicationDeadline < today) return 'The application deadline for this job has passed.';
  return 'This job is no longer taking proposals: a freelancer has been hired or the job was closed.';
}

/**
 * The proposal with its screening answers matched to the job's questions, in their order: every
 * question the job asks now needs an answer (400 otherwise); answers to questions it no longer
 * asks are dropped. A job that asks nothing stores none.
 */
async function withScreeningAnswers(app: CommandContext, jobId: string, proposal: ProposalBody): Promise<ProposalBody> {
  const questions = (await app.repos.screening.forJob(jobId))?.criteria.questions ?? [];
  const screeningAnswers = questions.map((question) => {
    const given = proposal.screeningAnswers.find((answer) => answer.question === question);
    if (!given) throw badRequest(`Please answer every screening question: "${question}"`, 'SCREENING_ANSWER_MISSING');
    return { question, answer: given.answer };
  });
  return { ...proposal, screeningAnswers };
}

/**
 * Architecture §5 "apply": a freelancer, not the owner nor the job's hiring assistant, open job, once
 * per job, every screening question answered.
 */
export async function applyToJob(app: CommandContext, user: UserRow, jobId: string, proposal: ProposalBody): Promise<JobRow> {
  if (user.role !== 'freelancer') throw forbidden('Only freelancers can send proposals.', 'FREELANCER_ONLY');
  const now = app.clock.now();
  const today = todayIsoDate(now);
  const existing = await app.repos.jobs.findById(jobId);
  if (!existing) throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
  if (existing.ownerId === user.id) throw forbidden('You cannot apply to your own job.', 'OWN_JOB');
  // The common refusals answered before any transaction (the transaction checks them again, under
  // the job's lock): on the embedded database a transaction holds the whole database.
  if (!isOpen(existing, today)) throw conflict(closedReason(existing, today), 'JOB_NOT_OPEN');
  if (await app.repos.applications.existsFor(jobId, user.id)) throw conflict(ALREADY_APPLIED, 'ALREADY_APPLIED');
  const answered = await withScreeningAnswers(app, jobId, proposal);
  const result = await app.repos.applications.apply(jobId, user.id, answered, today, now);
  switch (result.kind) {
    case 'missing':
      throw notFound(JOB_NOT_FOUND_MESSAGE, 'JOB_NOT_FOUND');
    case 'closed':
      throw conflict(closedReason(result.job, today), 'JOB_NOT_OPEN');
    case 'duplicate':
      throw conflict(ALREADY_APPLIED, 'ALREADY_APPLIED');
    case 'assistant':
      throw forbidden(ASSISTANT_CANNOT_APPLY, 'ASSISTANT_OF_JOB');
  }
  await notifyEach(app, [
    {
      userId: result.job.ownerId,
      senderId: user.id,
      category: 'Proposals',
      type: 'application_received',
      message: `${user.fullName} sent a proposal for "${result.job.title}".`,
      link: siteLinks.viewApplicants(result.job.id),
    },
  ]);
  return result.job;
}

const PROPOSAL_FIELDS = [
  'coverLetter',
  'yourApproach',
  'estimatedTimeLine',
  'yourBid',
  'portfolio',
  'questionsForClient',
  'paymentDeliveryTerms',
] as const satisfies readonly (keyof ProposalBody)[];

/** Nothing to save: the stored proposal already says this (an empty link is stored as either null or ''). */
function isSameProposal(stored: ApplicationRow, proposal: ProposalBody): boolean {
  return (
    PROPOSAL_FIELDS.every((field) => (stored[field] ?? '') === (proposal[field] ?? '')) &&
    JSON.stringify(stored.screeningAnswers) === JSON.stringify(proposal.screeningAnswers)
  );
}

/**
 * The applicant edits their pending proposal while the job is still open. Resending it unchanged
 * saves nothing and tells the client nothing, so edits cannot be used to flood their bell.
 */
export async function updateProposal(
  app: CommandContext,
  user: UserRow,
  applicationId: string,
  proposal: ProposalBody,
): Promise<{ application: ApplicationRow; job: JobRow; changed: boolean }> {
  const found = await app.repos.applications.findById(applicationId);
  if (!found) throw notFound('This proposal does not exist.', 'APPLICATION_NOT_FOUND');
  if (found.application.applicantId !== user.id) {
    throw forbidden('Only the freelancer who sent this proposal can edit it.', 'NOT_APPLICANT');
  }
  const now = app.clock.now();
  const today = todayIsoDate(now);
  if (found.application.status !== 'pending') {
    throw conflict(`This proposal was already ${found.application.status} and can no longer be edited.`, 'NOT_PENDING');
  }
  if (!isOpen(found.job, today)) {
    throw conflict(`${closedReason(found.job, today)} The proposal can no longer be edited.`, 'JOB_NOT_OPEN');
  }
  const answered = await withScreeningAnswers(app, found.job.id, proposal);
  if (isSameProposal(found.application, answered)) return { ...found, changed: false };
  const result = await app.repos.applications.updateProposal(applicationId, user.id, answered, now);
  if (result.kind !== 'updated') throw conflict('This proposal changed meanwhile. Reload the page and try again.', 'PROPOSAL_CHANGED');
  await notifyEach(app, [
    {
      userId: result.job.ownerId,
      senderId: user.id,
      category: 'Proposals',
      type: 'application_updated',
      message: `${user.fullName} updated their proposal for "${result.job.title}".`,
      link: siteLinks.viewApplicants(result.job.id),
    },
  ]);
  return { ...result, changed: true };
}
