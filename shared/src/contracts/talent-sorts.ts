/**
 * Find Talent's orders as plain values (issue 35's rule: readers of values live apart from zod), so
 * /find-talent's first screen reads its `?sort=` without zod or the talent contracts.
 * `rating`: best published rating first, then the most reviews (issue 12); unrated last.
 */
export const TALENT_SORTS = ['newest', 'name', 'projects', 'rating'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
