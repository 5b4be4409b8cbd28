import type { CommandContext } from './command-context';
import type { DisputeOutcome } from '@freelane/shared/contracts';
import type { DisputeProposalRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { disputeAbilities, type DisputeSide } from '../presenters/dispute';
import type { DisputeDetails } from '../repositories/disputes';
import { DISPUTE_CHANGED, requireActiveParty } from './dispute-access';
import { notifyDisputeStep } from './dispute-notify';
import { afterResolution, describeOutcome, outcomeResult, settlementFor } from './dispute-outcome';

export const PROPOSAL_PENDING =
  'There is already a pending proposal in this dispute: wait for the answer, or withdraw yours first.';
export const PROPOSAL_NOT_FOUND = 'This proposal does not exist.';
export const PROPOSAL_NOT_PENDING = 'This proposal was already answered or withdrawn.';
export const OWN_PROPOSAL = 'You cannot answer your own proposal: the other party accepts or declines it.';
export const NOT_YOUR_PROPOSAL = 'Only the party who made this proposal can withdraw it.';

export interface ProposalInput {
  outcome: DisputeOutcome;
  redoDays?: number;
  note: string;
}

/** Either party offers a settlement; one pending offer at a time. */
export async function proposeSettlement(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  input: ProposalInput,
): Promise<void> {
  const side = requireActiveParty(details, user);
  if (!disputeAbilities(details, user).canPropose) throw conflict(PROPOSAL_PENDING, 'OFFER_PENDING');
  const redoDays = input.outcome === 'redo' ? (input.redoDays ?? null) : null;
  const offer = describeOutcome(input.outcome, redoDays);
  const proposal = await app.repos.disputes.propose({
    disputeId: details.dispute.id,
    proposerId: user.id,
    outcome: input.outcome,
    redoDays,
    note: input.note,
    eventText: input.note ? `Proposed to ${offer}.\n\n${input.note}` : `Proposed to ${offer}.`,
    now: app.clock.now(),
  });
  if (!proposal) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  const title = details.job.title;
  await notifyDisputeStep(app, details.dispute, {
    type: 'dispute_proposal',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `You proposed to ${offer} to settle the dispute about "${title}".`
        : `${user.fullName} proposes to ${offer} to settle the dispute about "${title}". Please accept or decline.`,
  });
}

/** The pending offer the caller answers: 404 unknown, 403 their own, 409 no longer pending. */
function proposalToAnswer(
  details: DisputeDetails,
  user: UserRow,
  proposalId: string,
): { proposal: DisputeProposalRow; side: DisputeSide } {
  const side = requireActiveParty(details, user);
  const proposal = details.proposals.find((candidate) => candidate.id === proposalId);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND, 'OFFER_NOT_FOUND');
  if (proposal.proposerId === user.id) throw forbidden(OWN_PROPOSAL, 'OWN_OFFER');
  if (proposal.status !== 'pending') throw conflict(PROPOSAL_NOT_PENDING, 'OFFER_NOT_PENDING');
  return { proposal, side };
}

/**
 * The other party accepts: the dispute is settled by agreement with that outcome and the job follows
 * (complete, redo, close) in one transaction; of two simultaneous answers one wins, the other is 409.
 */
export async function acceptProposal(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  proposalId: string,
): Promise<void> {
  const { proposal, side } = proposalToAnswer(details, user, proposalId);
  const now = app.clock.now();
  const offer = describeOutcome(proposal.outcome, proposal.redoDays);
  const resolved = await app.repos.disputes.acceptProposal(proposal.id, user.id, {
    disputeId: details.dispute.id,
    outcome: proposal.outcome,
    redoDays: proposal.redoDays,
    settlement: settlementFor(proposal.outcome, proposal.redoDays, proposal.note || details.dispute.clientReason, now),
    eventText: `Accepted the proposal to ${offer}.`,
    now,
  });
  if (!resolved) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  await afterResolution(app, resolved);
  const title = details.job.title;
  const result = outcomeResult(proposal.outcome, proposal.redoDays);
  await notifyDisputeStep(app, resolved.dispute, {
    type: 'dispute_settled',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `You accepted the proposal: the dispute about "${title}" is settled, ${result}.`
        : `${user.fullName} accepted your proposal: the dispute about "${title}" is settled, ${result}.`,
  });
}

export async function declineProposal(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  proposalId: string,
): Promise<void> {
  const { proposal, side } = proposalToAnswer(details, user, proposalId);
  const offer = describeOutcome(proposal.outcome, proposal.redoDays);
  const declined = await app.repos.disputes.declineProposal(
    details.dispute.id,
    proposal.id,
    user.id,
    `Declined the proposal to ${offer}.`,
    app.clock.now(),
  );
  if (!declined) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  const title = details.job.title;
  await notifyDisputeStep(app, details.dispute, {
    type: 'dispute_proposal_declined',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `You declined the proposal to ${offer} in the dispute about "${title}".`
        : `${user.fullName} declined your proposal to ${offer} in the dispute about "${title}".`,
  });
}

/** The proposer takes a pending offer back (to make another, or because talks moved on). */
export async function withdrawProposal(
  app: CommandContext,
  user: UserRow,
  details: DisputeDetails,
  proposalId: string,
): Promise<void> {
  const side = requireActiveParty(details, user);
  const proposal = details.proposals.find((candidate) => candidate.id === proposalId);
  if (!proposal) throw notFound(PROPOSAL_NOT_FOUND, 'OFFER_NOT_FOUND');
  if (proposal.proposerId !== user.id) throw forbidden(NOT_YOUR_PROPOSAL, 'NOT_YOUR_OFFER');
  if (proposal.status !== 'pending') throw conflict(PROPOSAL_NOT_PENDING, 'OFFER_NOT_PENDING');
  const withdrawn = await app.repos.disputes.withdrawProposal(
    details.dispute.id,
    proposal.id,
    user.id,
    app.clock.now(),
  );
  if (!withdrawn) throw conflict(DISPUTE_CHANGED, 'DISPUTE_CHANGED');
  const offer = describeOutcome(proposal.outcome, proposal.redoDays);
  const title = details.job.title;
  await notifyDisputeStep(app, details.dispute, {
    type: 'dispute_proposal_withdrawn',
    actorId: user.id,
    message: (recipient) =>
      recipient === side
        ? `You withdrew your proposal to ${offer} in the dispute about "${title}".`
        : `${user.fullName} withdrew their proposal to ${offer} in the dispute about "${title}".`,
  });
}
