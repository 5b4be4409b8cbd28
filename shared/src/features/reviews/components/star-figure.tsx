import { StarRow } from './star-row';

interface StarFigureProps {
  /** Whole stars, 1 to 5. */
  value: number;
  /** What the stars rate ("Overall", "Communication"). */
  label: string;
  fontSize?: number;
}

/** Stars given in one review, read out as "Overall: 4 out of 5 stars". */
export function StarFigure({ value, label, fontSize = 14 }: StarFigureProps) {
  return (
    <span role="img" aria-label={`${label}: ${value} out of 5 stars`} style={{ display: 'inline-flex' }}>
      <StarRow value={value} fontSize={fontSize} />
    </span>
  );
}
