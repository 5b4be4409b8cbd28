import './plain-count-badge.css';

interface PlainCountBadgeProps {
  count: number;
  /** What the number counts, read out and shown on hover ("3 waiting for a decision"). */
  label: string;
  /** Red draws attention (something waits); grey is a count at rest. */
  color: 'red' | 'gray';
}

/**
 * antd's standalone Badge count (showZero) without antd: a round figure beside a heading. Named by
 * `label` (the figure alone says nothing to a screen reader).
 */
export function PlainCountBadge({ count, label, color }: PlainCountBadgeProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={color === 'red' ? 'fl-count-badge fl-count-badge--red' : 'fl-count-badge'}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
