import type {
  Dispute,
  DisputeAbilities,
  DisputeEvent,
  DisputeProposal,
  DisputeResponse,
  JobPerson,
} from '@freelane/shared/contracts';
import { buildJobPerson } from './build-job';

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-4b5d-4c6e-8f90-${String(sequence).padStart(12, '0')}`;
};

export const CLIENT_REASON = 'The contact form does not send any e-mail, which the brief asked for.';

/** An open dispute as `GET /dispute/job/{jobId}` returns it; override what the test is about. */
export function buildDispute(overrides: Partial<Dispute> = {}): Dispute {
  const client = overrides.client ?? buildJobPerson({ fullName: 'Clara Client' });
  const freelancer = overrides.freelancer ?? buildJobPerson({ fullName: 'Ben Okafor' });
  return {
    _id: nextId('5f6a7b8c'),
    job: {
      _id: nextId('2c3d4e5f'),
      title: 'Café website',
      salary: 750,
      agreedAmount: { amount: 750, basis: 'bid' },
      budgetType: 'fixed',
      status: 'disputes',
    },
    client,
    freelancer,
    status: 'open',
    clientReason: CLIENT_REASON,
    freelancerReason: null,
    openedAt: '2026-11-22T08:00:00.000Z',
    escalatesAt: '2026-11-29T08:00:00.000Z',
    escalatedAt: null,
    outcome: null,
    redoDays: null,
    resolvedBy: null,
    decisionReason: null,
    resolvedAt: null,
    proposals: [],
    events: [buildDisputeEvent({ kind: 'opened', author: client, text: CLIENT_REASON })],
    ...overrides,
  };
}

export function buildDisputeEvent(overrides: Partial<DisputeEvent> = {}): DisputeEvent {
  return {
    _id: nextId('6a7b8c9d'),
    kind: 'message',
    author: null,
    text: '',
    files: [],
    createdAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

export function buildDisputeProposal(proposer: JobPerson, overrides: Partial<DisputeProposal> = {}): DisputeProposal {
  return {
    _id: nextId('7b8c9d0e'),
    proposerId: proposer._id,
    outcome: 'redo',
    redoDays: 5,
    note: '',
    status: 'pending',
    createdAt: '2026-11-23T08:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A party's abilities on an open dispute without a pending proposal (what the server answers). */
export const PARTY_ABILITIES: DisputeAbilities = {
  canWriteStatement: false,
  canMessage: true,
  canPropose: true,
  canAnswerProposalId: null,
  canWithdrawProposalId: null,
  canEscalate: true,
  canDecide: false,
};

export const NO_ABILITIES: DisputeAbilities = {
  canWriteStatement: false,
  canMessage: false,
  canPropose: false,
  canAnswerProposalId: null,
  canWithdrawProposalId: null,
  canEscalate: false,
  canDecide: false,
};

export function disputeResponse(
  dispute: Dispute,
  abilities: Partial<DisputeAbilities> = {},
  message?: string,
): DisputeResponse {
  return { success: true, ...(message ? { message } : {}), dispute, abilities: { ...NO_ABILITIES, ...abilities } };
}
