/**
 * The proposal's choices and their labels, without zod: a first screen (a proposal card, the
 * applicants' list) reads them, and applications.ts, which builds the schemas, re-exports them
 * ("Issue 35: what a first screen imports"; shared/src/mf/first-screen-imports.test.ts).
 */

export const PROPOSAL_TIMELINES = [
  'lessThanWeek',
  '1to2Weeks',
  '2to3Weeks',
  '3to4Weeks',
  '1to3Months',
  '3to6Months',
  'moreThan6Months',
] as const;
export type ProposalTimeline = (typeof PROPOSAL_TIMELINES)[number];
export const PROPOSAL_TIMELINE_OPTIONS: readonly { value: ProposalTimeline; label: string }[] = [
  { value: 'lessThanWeek', label: 'Less than a week' },
  { value: '1to2Weeks', label: '1 to 2 weeks' },
  { value: '2to3Weeks', label: '2 to 3 weeks' },
  { value: '3to4Weeks', label: '3 to 4 weeks' },
  { value: '1to3Months', label: '1 to 3 months' },
  { value: '3to6Months', label: '3 to 6 months' },
  { value: 'moreThan6Months', label: 'More than 6 months' },
];

export const DELIVERY_TERMS = ['fixed', 'milestone', 'hourly'] as const;
export type DeliveryTerms = (typeof DELIVERY_TERMS)[number];
export const DELIVERY_TERMS_OPTIONS: readonly { value: DeliveryTerms; label: string }[] = [
  { value: 'fixed', label: 'Fixed Price' },
  { value: 'milestone', label: 'Milestone Payments' },
  { value: 'hourly', label: 'Hourly Rate' },
];
