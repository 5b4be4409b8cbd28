// A plain module (no zod): the specializations, rating filters, fees and appointment statuses the
// assistant directory (/hire-selectionAssistant, the area's first page) shows. The zod enums over
// these lists are in hiring-assistants.ts.

export const HIRING_SPECIALIZATIONS = [
  'any',
  'webDevelopment',
  'mobileDevelopment',
  'uiux',
  'digitalMarketing',
  'contentWriting',
] as const;
export type HiringSpecialization = (typeof HIRING_SPECIALIZATIONS)[number];
export const HIRING_SPECIALIZATION_LABELS: Record<HiringSpecialization, string> = {
  any: 'Any (generalist)',
  webDevelopment: 'Web Development',
  mobileDevelopment: 'Mobile Development',
  uiux: 'UI/UX Design',
  digitalMarketing: 'Digital Marketing',
  contentWriting: 'Content Writing',
};

/**
 * The spec's rating filters read as marks out of 10; ratings here are 1–5 stars, so each is halved
 * (sevenPlus = 3.5 stars or more; docs/decisions.md). `any` also lists assistants with no reviews.
 */
export const HIRING_RATING_FILTERS = ['any', 'sevenPlus', 'sixPlus', 'fivePlus', 'fourPlus'] as const;
export type HiringRatingFilter = (typeof HIRING_RATING_FILTERS)[number];
export const HIRING_RATING_MIN_STARS: Record<HiringRatingFilter, number | null> = {
  any: null,
  sevenPlus: 3.5,
  sixPlus: 3,
  fivePlus: 2.5,
  fourPlus: 2,
};
export const HIRING_RATING_FILTER_LABELS: Record<HiringRatingFilter, string> = {
  any: 'Any rating',
  sevenPlus: '3.5 stars and up',
  sixPlus: '3 stars and up',
  fivePlus: '2.5 stars and up',
  fourPlus: '2 stars and up',
};

/** Spec §9: the assistant's fee is 10% of the job's budget, at most 500; base fee per hire 500. */
export const HIRING_ASSISTANT_FEE_PERCENT = 10;
export const HIRING_ASSISTANT_FEE_CAP = 500;
export const HIRING_ASSISTANT_BASE_FEE = 500;
/** The fee for a hire on a job with this budget, rounded to cents. */
export function hiringAssistantFee(budget: number): number {
  return Math.min(Math.round(budget * HIRING_ASSISTANT_FEE_PERCENT) / 100, HIRING_ASSISTANT_FEE_CAP);
}

export const APPOINTMENT_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Waiting for the assistant',
  accepted: 'Assisting',
  declined: 'Declined',
  ended: 'Ended',
};

// The portal's eligibility and the application form's limits: /joinHiringAssistant and
// /applyHiringForm show them on their first screen (issue 39), so they live here, without zod.
/** Spec §2 portal eligibility: rating 4.5+, 10 projects, 2 years, positive feedback from 5 clients. */
export const HIRING_ELIGIBILITY = {
  minRating: 4.5,
  minCompletedProjects: 10,
  minYears: 2,
  minPositiveClients: 5,
} as const;
/** A review counts as positive feedback from 4 overall stars up. */
export const POSITIVE_REVIEW_MIN_STARS = 4;

export const ASSISTANT_REASON_MIN_LENGTH = 30;
export const ASSISTANT_REASON_MAX_LENGTH = 1000;
export const ASSISTANT_SKILLS_MAX = 15;

/** "React, Node , ,Figma" → ['React', 'Node', 'Figma'] (spec §5: split, trim, drop empties). */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}
