import type { RatingSummary } from '../../../contracts/user';

export const NO_REVIEWS_TEXT = 'No reviews yet';

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** One decimal always, so 5 reads "5.0" like every marketplace shows it. */
export const formatAverage = (average: number) => average.toFixed(1);

/** What a card shows beside the stars: "4.7 (12 reviews)", or "No reviews yet". */
export function ratingText({ average, count }: RatingSummary): string {
  if (average === null || count === 0) return NO_REVIEWS_TEXT;
  return `${formatAverage(average)} (${reviewCount(count)})`;
}

/** What a screen reader hears for the same figures: "Rated 4.7 out of 5 from 12 reviews". */
export function ratingLabel({ average, count }: RatingSummary): string {
  if (average === null || count === 0) return NO_REVIEWS_TEXT;
  return `Rated ${formatAverage(average)} out of 5 from ${reviewCount(count)}`;
}
