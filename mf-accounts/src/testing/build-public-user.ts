import type { PublicUser } from '@freelane/shared/contracts';

let sequence = 0;

/** A freelancer as `suggestedFreelancers` returns one (no e-mail, nothing private). */
export function buildPublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    _id: `7a1c2e3f-4b5d-4c6e-8f90-${suffix}`,
    fullName: `Freelancer ${sequence}`,
    username: `freelancer${sequence}`,
    role: 'freelancer',
    profile: { profilePhoto: null, bio: null, languages: [], professionalTitle: 'Web developer', hourlyRate: null, location: null },
    skillProfile: { category: null, subCategory: ['React'], uspSkill: [] },
    projectCompleted: 0,
    memberSince: '2025-03-01T10:00:00.000Z',
    rating: { average: null, count: 0 },
    ...overrides,
  };
}
