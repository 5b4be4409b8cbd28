import type { Appointment } from '@freelane/shared/contracts';

/** An appointment card as the API answers it. */
export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: '50000000-0000-4000-8000-000000000001',
    status: 'pending',
    client: { _id: '50000000-0000-4000-8000-0000000000c1', fullName: 'Clara Client', profile: { profilePhoto: null } },
    assistant: { _id: '50000000-0000-4000-8000-0000000000a1', fullName: 'Ben Okafor', profile: { profilePhoto: null } },
    job: {
      _id: '50000000-0000-4000-8000-0000000000b1',
      title: 'Shop redesign',
      status: 'active',
      salary: 2000,
      budgetType: 'fixed',
      applicationDeadline: '2026-12-20',
      applicantCount: 3,
    },
    recommendedCount: 0,
    fee: null,
    appointedAt: '2026-11-22T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}
