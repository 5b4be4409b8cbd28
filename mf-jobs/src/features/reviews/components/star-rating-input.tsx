import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { SvgIcon } from '@freelane/shared/ui';
import './star-rating-input.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  /** What is rated; names the group of five stars for screen readers. */
  label: string;
  /** The field's id (from the plain form's `bind`): the group, focused when the field is wrong. */
  id: string;
  /** The field's name, shared by the five radios. */
  name: string;
  /** 1 to 5; 0 or nothing while not rated. */
  value?: number;
  onChange?: (value: number) => void;
  size?: 'middle' | 'large';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One to five whole stars for a form field, without antd's Rate (issue 39): five native radios
 * named "1 star" … "5 stars" in a radiogroup named by `label`. Tab reaches the group, the arrow
 * keys move the rating, Space gives the focused star; a second click never clears a rating.
 */
export function StarRatingInput({
  label,
  id,
  name,
  value = 0,
  onChange,
  size = 'middle',
  ...aria
}: StarRatingInputProps) {
  return (
    <div
      role="radiogroup"
      id={id}
      aria-label={label}
      tabIndex={-1}
      className={`review-stars${size === 'large' ? ' review-stars--large' : ''}`}
      {...aria}
    >
      {STARS.map((star) => (
        <label key={star} className={`review-star${star <= value ? ' review-star--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            onChange={() => onChange?.(star)}
          />
          <SvgIcon icon={StarFilled} size={size === 'large' ? 28 : 22} />
        </label>
      ))}
    </div>
  );
}
