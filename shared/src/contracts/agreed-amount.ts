/**
 * What a job's money is (issue 36): one rule for every screen, notification and mail. Freelane
 * holds no money: the agreed amount is due from the client to the freelancer directly. A plain
 * module (no zod), so pages that only show an amount load nothing else.
 */

/** Where the amount comes from: the accepted proposal's bid, the accepted project brief's amount, or the posted budget while nothing is agreed. */
export const AGREED_AMOUNT_BASES = ['bid', 'brief', 'budget'] as const;
export type AgreedAmountBasis = (typeof AGREED_AMOUNT_BASES)[number];

export interface AgreedAmount {
  amount: number;
  basis: AgreedAmountBasis;
}

/** What the rule reads of a job: its budget, the accepted proposal's bid (null when none) and whether it was hired from a brief. */
export interface AgreedAmountInput {
  salary: number;
  acceptedBid: number | null;
  /** Hired from a project brief proposed in chat: the job's amount is the brief's. */
  fromBrief: boolean;
}

/**
 * The accepted bid when a proposal was accepted; the brief's amount for a job hired from a brief
 * (the job was created with it); otherwise the budget, labelled as such: nothing is agreed yet.
 * The API's sums (Earnings, Transactions) use the same rule in SQL (repositories/jobs.ts, agreedPrice).
 */
export function agreedAmountOf({ salary, acceptedBid, fromBrief }: AgreedAmountInput): AgreedAmount {
  if (acceptedBid !== null) return { amount: acceptedBid, basis: 'bid' };
  return { amount: salary, basis: fromBrief ? 'brief' : 'budget' };
}

const LABELS: Record<AgreedAmountBasis, string> = {
  bid: 'Agreed amount',
  brief: 'Agreed amount',
  budget: 'Budget',
};

const SOURCES: Record<AgreedAmountBasis, string> = {
  bid: 'accepted bid',
  brief: 'project brief',
  budget: 'nothing agreed yet',
};

/** The label a screen puts before the amount: "Agreed amount" once something is agreed, else "Budget". */
export const agreedAmountLabel = (basis: AgreedAmountBasis): string => LABELS[basis];

/** Where the amount comes from, in words ("accepted bid", "project brief", "nothing agreed yet"). */
export const agreedAmountSource = (basis: AgreedAmountBasis): string => SOURCES[basis];
