import type { CommandContext } from './command-context';
import type { DisputeAbilities, Dispute } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import {
  canReadDispute,
  disputeAbilities,
  disputePeopleIds,
  disputeSideOf,
  presentDispute,
  type DisputeSide,
} from '../presenters/dispute';
import type { DisputeDetails } from '../repositories/disputes';
import { asScheduledWork } from '../lib/change-scope';
import { escalateOverdueDisputes } from './escalate-disputes';

export const DISPUTE_NOT_FOUND = 'This dispute does not exist.';
export const JOB_DISPUTE_NOT_FOUND = 'There is no dispute for this job.';
export const DISPUTE_CHANGED = 'This dispute changed meanwhile. Reload the page and try again.';
export const DISPUTE_RESOLVED = 'This dispute is already resolved.';
export const PARTIES_ONLY = 'Only the client and the freelancer of this job can do this in its dispute.';

/**
 * Reads run the escalation rule first when this dispute's time is up, so nobody sees it still open
 * after its deadline, even between two scheduler ticks.
 */
async function withDeadlineApplied(
  app: CommandContext,
  details: DisputeDetails,
  reload: () => Promise<DisputeDetails | undefined>,
) {
  const { dispute } = details;
  if (dispute.status !== 'open' || dispute.escalatesAt > app.clock.now()) return details;
  await asScheduledWork(() => escalateOverdueDisputes(app));
  return (await reload()) ?? details;
}

/** The dispute for a party or an admin; 404 for anyone else, as if it did not exist. */
export async function loadDispute(app: CommandContext, user: UserRow, disputeId: string): Promise<DisputeDetails> {
  const load = () => app.repos.disputes.details(disputeId);
  const details = await load();
  if (!details || !canReadDispute(details.dispute, user)) throw notFound(DISPUTE_NOT_FOUND, 'DISPUTE_NOT_FOUND');
  return withDeadlineApplied(app, details, load);
}

/** The job's latest dispute, on the same terms. */
export async function loadJobDispute(app: CommandContext, user: UserRow, jobId: string): Promise<DisputeDetails> {
  const load = () => app.repos.disputes.latestOfJob(jobId);
  const details = await load();
  if (!details || !canReadDispute(details.dispute, user)) throw notFound(JOB_DISPUTE_NOT_FOUND, 'DISPUTE_NOT_FOUND');
  return withDeadlineApplied(app, details, load);
}

/** 403 unless the caller is one of the two parties; 409 once the dispute is resolved. */
export function requireActiveParty({ dispute }: DisputeDetails, user: UserRow): DisputeSide {
  const side = disputeSideOf(dispute, user.id);
  if (!side) throw forbidden(PARTIES_ONLY, 'NOT_A_PARTY');
  if (dispute.status === 'resolved') throw conflict(DISPUTE_RESOLVED, 'DISPUTE_RESOLVED');
  return side;
}

export interface DisputeView {
  dispute: Dispute;
  abilities: DisputeAbilities;
}

export async function presentDisputeView(
  app: CommandContext,
  details: DisputeDetails,
  viewer: UserRow,
): Promise<DisputeView> {
  const people = await app.repos.jobs.people(disputePeopleIds(details));
  return { dispute: presentDispute(details, people), abilities: disputeAbilities(details, viewer) };
}

/** After a change: the dispute as it is now, for the caller. */
export async function currentDisputeView(
  app: CommandContext,
  disputeId: string,
  viewer: UserRow,
): Promise<DisputeView> {
  const details = await app.repos.disputes.details(disputeId);
  if (!details) throw notFound(DISPUTE_NOT_FOUND, 'DISPUTE_NOT_FOUND');
  return presentDisputeView(app, details, viewer);
}
