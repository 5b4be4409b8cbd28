import type { CurrentUser } from '../contracts/user';

let sequence = 0;

/** A signed-in user as `/user/profile` returns it; override what the test is about. */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    _id: `00000000-0000-4000-8000-${suffix}`,
    fullName: 'Clara Client',
    email: `user${sequence}@freelane.test`,
    username: `user${sequence}`,
    role: 'client',
    emailVerified: true,
    isGoogleUser: false,
    hasPassword: true,
    hiringAssistantStatus: 'Inactive',
    profile: { profilePhoto: null, bio: null, languages: [], professionalTitle: null, hourlyRate: null, location: null },
    skillProfile: { resume: null, resumeOriginalName: null, category: null, subCategory: [], uspSkill: [] },
    projectCompleted: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
