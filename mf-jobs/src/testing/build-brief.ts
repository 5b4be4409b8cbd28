import type { ReceivedBrief } from '@freelane/shared/contracts';

let sequence = 0;

/** A project brief a client proposed to the signed-in freelancer, as `getReceivedProposals` lists it. */
export function buildReceivedBrief(overrides: Partial<ReceivedBrief> = {}): ReceivedBrief {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  const clientId = `5f6a7b8c-4b5d-4c6e-8f90-${suffix}`;
  return {
    _id: `6a7b8c9d-4b5d-4c6e-8f90-${suffix}`,
    title: `Brief ${sequence}`,
    description: 'A small marketing site for our bakery, with a menu page and opening hours.',
    delivarables: 'Three pages (home, menu, contact), deployed, with the source code.',
    salary: 900,
    duration: '2week',
    budgetType: 'fixed',
    status: 'specific',
    senderId: clientId,
    recipientId: `7b8c9d0e-4b5d-4c6e-8f90-${suffix}`,
    clientId,
    freelancerId: `7b8c9d0e-4b5d-4c6e-8f90-${suffix}`,
    jobId: null,
    declineReason: null,
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    sender: { _id: clientId, fullName: 'Clara Client', profile: { profilePhoto: null } },
    ...overrides,
  };
}
