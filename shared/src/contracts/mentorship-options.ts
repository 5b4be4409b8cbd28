// A plain module (no zod): the mentor form's options, labels and limits, which /mentorship and
// /joinAsMentor draw on their first screen (issue 39: a first screen imports no zod schema). The zod
// enums and the application's schema over these lists are in mentorship.ts.

export const MENTOR_EXPERIENCE = ['1to3', '4to6', '7to10', '10'] as const;
export type MentorExperience = (typeof MENTOR_EXPERIENCE)[number];
export const MENTOR_EXPERIENCE_LABELS: Record<MentorExperience, string> = {
  '1to3': '1-3 years',
  '4to6': '4-6 years',
  '7to10': '7-10 years',
  '10': '10+ years',
};

export const MENTOR_AVAILABILITY = ['1to2', '3to5', '6to10', '10plus'] as const;
export type MentorAvailability = (typeof MENTOR_AVAILABILITY)[number];
export const MENTOR_AVAILABILITY_LABELS: Record<MentorAvailability, string> = {
  '1to2': '1-2 hours a week',
  '3to5': '3-5 hours a week',
  '6to10': '6-10 hours a week',
  '10plus': 'More than 10 hours a week',
};

/** The spec names the field but not its options; these follow the job categories (docs/decisions.md). */
export const MENTOR_EXPERTISE = [
  'webDevelopment',
  'mobileDevelopment',
  'uiux',
  'dataScience',
  'digitalMarketing',
  'contentWriting',
  'freelanceBusiness',
  'careerGrowth',
] as const;
export type MentorExpertise = (typeof MENTOR_EXPERTISE)[number];
export const MENTOR_EXPERTISE_LABELS: Record<MentorExpertise, string> = {
  webDevelopment: 'Web Development',
  mobileDevelopment: 'Mobile Development',
  uiux: 'UI/UX Design',
  dataScience: 'Data Science',
  digitalMarketing: 'Digital Marketing',
  contentWriting: 'Content Writing',
  freelanceBusiness: 'Running a freelance business',
  careerGrowth: 'Career growth',
};

export const MENTORING_TYPES = [
  'oneOnOne',
  'codeReview',
  'portfolioReview',
  'careerGuidance',
  'groupSessions',
] as const;
export type MentoringType = (typeof MENTORING_TYPES)[number];
export const MENTORING_TYPE_LABELS: Record<MentoringType, string> = {
  oneOnOne: 'One-on-one sessions',
  codeReview: 'Code and work reviews',
  portfolioReview: 'Portfolio reviews',
  careerGuidance: 'Career guidance',
  groupSessions: 'Group sessions',
};

/** The spec's freeSession texts. */
export const FREE_SESSION_LABELS = {
  yes: 'Yes: free 15-30 minutes introductory session',
  no: 'No: only paid',
} as const;

/** Spec §9: mentors receive 80% of mentorship fees. */
export const MENTOR_FEE_SHARE_PERCENT = 80;

export const MENTOR_BIO_MIN_LENGTH = 50;
export const MENTOR_BIO_MAX_LENGTH = 2000;
export const MENTOR_REASON_MIN_LENGTH = 30;
export const MENTOR_REASON_MAX_LENGTH = 1000;
