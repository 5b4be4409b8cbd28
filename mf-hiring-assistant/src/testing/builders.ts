import type { HiringAssistant, HiringPortalResponse, MentorCard, MentorshipResponse } from '@freelane/shared/contracts';

let counter = 0;
const nextId = () => {
  counter += 1;
  return `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function buildMentorship(overrides: Partial<MentorshipResponse> = {}): MentorshipResponse {
  return { success: true, status: 'Inactive', declineReason: null, application: null, subscribed: false, ...overrides };
}

export function buildMentor(overrides: Partial<MentorCard> = {}): MentorCard {
  return {
    _id: nextId(),
    fullName: 'Ben Okafor',
    profile: { profilePhoto: null, professionalTitle: 'Full-stack developer' },
    currentProfession: 'Team lead',
    experience: '7to10',
    areaOfExpertise: ['webDevelopment'],
    mentoringType: ['oneOnOne'],
    availability: '3to5',
    professionalBio: 'Eight years of web work, the last three as a freelancer leading small teams of developers.',
    linkedin: 'https://www.linkedin.com/in/ben',
    freeSession: true,
    approvedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildPortal(overrides: Partial<HiringPortalResponse> = {}): HiringPortalResponse {
  return {
    success: true,
    hiringAssistantStatus: 'Inactive',
    eligibility: {
      rating: { average: 4.7, count: 12 },
      completedProjects: 3,
      yearsOnFreelane: 1,
      positiveClientReviews: 2,
      meets: { rating: true, completedProjects: false, years: false, positiveClientReviews: false },
    },
    latestApplication: null,
    ...overrides,
  };
}

export function buildAssistant(overrides: Partial<HiringAssistant> = {}): HiringAssistant {
  const id = nextId();
  return {
    _id: id,
    yourSpecialization: 'webDevelopment',
    yearsOfExperience: 8,
    skills: ['React', 'Node.js'],
    userDetails: { _id: id, fullName: 'Ben Okafor', profile: { profilePhoto: null, professionalTitle: null } },
    rating: { average: 4.8, count: 5 },
    jobsAssisted: 2,
    shortlisted: false,
    ...overrides,
  };
}

export const pageOf = (total: number, page = 1, limit = 10) => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
