// No zod here: a review card shows these on pages that validate nothing.

export const REVIEW_CRITERIA = ['communication', 'quality', 'timeliness'] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];
export const REVIEW_CRITERION_LABELS: Record<ReviewCriterion, string> = {
  communication: 'Communication',
  quality: 'Quality',
  timeliness: 'Timeliness',
};
