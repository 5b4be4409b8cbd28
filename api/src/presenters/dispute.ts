import {
  CHAT_ATTACHMENT_MIME_TYPES,
  DISPUTE_FILE_PATH,
  type ChatAttachmentType,
  type Dispute,
  type DisputeAbilities,
  type DisputeFile,
  type DisputeSummary,
} from '@freelane/shared/contracts';
import type { DisputeRow, UserRow } from '../db/schema';
import type { DisputeDetails, DisputeFileRecord, DisputeJob, DisputeQueueRow } from '../repositories/disputes';
import type { JobPersonRow } from '../repositories/jobs';
import { agreedAmountOfJob, presentJobPerson } from './job';

/** The people a dispute names (parties, authors, the deciding admin), by id. */
export type DisputePeople = ReadonlyMap<string, JobPersonRow>;

export type DisputeSide = 'client' | 'freelancer';

/** Which party the user is in this dispute, or null (an admin, anyone else). */
export const disputeSideOf = (dispute: DisputeRow, userId: string): DisputeSide | null =>
  userId === dispute.clientId ? 'client' : userId === dispute.freelancerId ? 'freelancer' : null;

/** Its two parties and every admin may read a dispute; anyone else must not learn it exists. */
export const canReadDispute = (dispute: DisputeRow, user: UserRow) =>
  user.role === 'admin' || disputeSideOf(dispute, user.id) !== null;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const isChatType = (value: string): value is ChatAttachmentType =>
  (CHAT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(value);

function party(people: DisputePeople, id: string) {
  const row = people.get(id);
  // The foreign keys cascade: a dispute never outlives its parties.
  if (!row) throw new Error(`party ${id} of a dispute not found`);
  return presentJobPerson(row);
}

const presentDisputeJob = (job: DisputeJob) => ({
  _id: job.id,
  title: job.title,
  salary: job.salary,
  agreedAmount: agreedAmountOfJob(job, job.acceptedBid),
  budgetType: job.budgetType,
  status: job.status,
});

const presentFile = (file: DisputeFileRecord): DisputeFile[] =>
  isChatType(file.contentType)
    ? [
        {
          _id: file.fileId,
          name: file.name,
          size: file.size,
          contentType: file.contentType,
          url: `${DISPUTE_FILE_PATH}/${file.fileId}`,
        },
      ]
    : [];

export function presentDispute({ dispute, job, proposals, events }: DisputeDetails, people: DisputePeople): Dispute {
  return {
    _id: dispute.id,
    job: presentDisputeJob(job),
    client: party(people, dispute.clientId),
    freelancer: party(people, dispute.freelancerId),
    status: dispute.status,
    clientReason: dispute.clientReason,
    freelancerReason: dispute.freelancerReason,
    openedAt: dispute.openedAt.toISOString(),
    escalatesAt: dispute.escalatesAt.toISOString(),
    escalatedAt: iso(dispute.escalatedAt),
    outcome: dispute.outcome,
    redoDays: dispute.redoDays,
    resolvedBy: dispute.resolvedBy,
    decisionReason: dispute.decisionReason,
    resolvedAt: iso(dispute.resolvedAt),
    proposals: proposals.map((proposal) => ({
      _id: proposal.id,
      proposerId: proposal.proposerId,
      outcome: proposal.outcome,
      redoDays: proposal.redoDays,
      note: proposal.note,
      status: proposal.status,
      createdAt: proposal.createdAt.toISOString(),
      decidedAt: iso(proposal.decidedAt),
    })),
    events: events.map((event) => {
      const author = event.authorId ? people.get(event.authorId) : undefined;
      return {
        _id: event.id,
        kind: event.kind,
        author: author ? presentJobPerson(author) : null,
        text: event.body,
        files: event.files.flatMap(presentFile),
        createdAt: event.createdAt.toISOString(),
      };
    }),
  };
}

/**
 * What this caller may do now: the one statement of the rules the commands enforce (they explain a
 * refusal) and the screens follow (they never guess).
 */
export function disputeAbilities({ dispute, proposals }: DisputeDetails, viewer: UserRow): DisputeAbilities {
  const side = disputeSideOf(dispute, viewer.id);
  const active = side !== null && dispute.status !== 'resolved';
  const pending = active ? proposals.find((proposal) => proposal.status === 'pending') : undefined;
  const ownReason = side === 'client' ? dispute.clientReason : dispute.freelancerReason;
  return {
    canWriteStatement: active && ownReason === null,
    canMessage: active,
    canPropose: active && pending === undefined,
    canAnswerProposalId: pending && pending.proposerId !== viewer.id ? pending.id : null,
    canWithdrawProposalId: pending && pending.proposerId === viewer.id ? pending.id : null,
    canEscalate: side !== null && dispute.status === 'open',
    canDecide: viewer.role === 'admin' && dispute.status === 'escalated',
  };
}

export function presentDisputeSummary({ dispute, job }: DisputeQueueRow, people: DisputePeople): DisputeSummary {
  return {
    _id: dispute.id,
    job: presentDisputeJob(job),
    client: party(people, dispute.clientId),
    freelancer: party(people, dispute.freelancerId),
    status: dispute.status,
    openedAt: dispute.openedAt.toISOString(),
    escalatesAt: dispute.escalatesAt.toISOString(),
    escalatedAt: iso(dispute.escalatedAt),
    outcome: dispute.outcome,
    resolvedAt: iso(dispute.resolvedAt),
  };
}

/** Everyone a dispute's page names, for one repos.jobs.people read. */
export const disputePeopleIds = ({ dispute, events }: DisputeDetails) => [
  dispute.clientId,
  dispute.freelancerId,
  ...events.flatMap((event) => (event.authorId ? [event.authorId] : [])),
];
