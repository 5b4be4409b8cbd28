import type { RatingSummary as RatingFigures } from '../../../contracts/user';
import { NO_REVIEWS_TEXT, ratingLabel, ratingText } from '../lib/rating-text';
import { StarRow } from './star-row';
import '../../../ui/plain/plain.css';

/**
 * The component and the contract's figures share one name (`<RatingSummary rating={…} />` shows a
 * `RatingSummary`); both meanings are exported from here so `@freelane/shared` offers the two.
 */
export type RatingSummary = RatingFigures;

interface RatingSummaryProps {
  rating: RatingFigures;
  size?: 'small' | 'default';
}

/** Half stars as drawn: 4.7 shows four and a half stars; the exact mean is in the text beside them. */
const toHalfStars = (average: number) => Math.round(average * 2) / 2;

/**
 * A user's rating as every card shows it: stars and "4.7 (12 reviews)", or "No reviews yet".
 * Read out as one image ("Rated 4.7 out of 5 from 12 reviews") instead of five unnamed stars.
 */
export function RatingSummary({ rating, size = 'default' }: RatingSummaryProps) {
  const fontSize = size === 'small' ? 13 : 14;
  if (rating.average === null || rating.count === 0) {
    return (
      <span className="fl-text-secondary" style={{ fontSize }}>
        {NO_REVIEWS_TEXT}
      </span>
    );
  }
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}
    >
      <StarRow value={toHalfStars(rating.average)} fontSize={fontSize + 2} />
      <span style={{ fontSize }}>{ratingText(rating)}</span>
    </span>
  );
}
