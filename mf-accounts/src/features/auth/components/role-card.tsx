import type { ReactNode } from 'react';
import './role-card.css';

interface RoleCardProps {
  /** The radio group's name: the cards of one picker share it (arrow keys move between them). */
  name: string;
  value: string;
  title: string;
  description: string;
  icon: ReactNode;
  selected: boolean;
  onSelect: (value: string) => void;
}

/**
 * One choice of the role picker: a whole card that is a radio button (arrow keys move between them).
 * A native radio (issue 39): /select-role's first screen draws no antd.
 */
export function RoleCard({ name, value, title, description, icon, selected, onSelect }: RoleCardProps) {
  return (
    <label className={['fl-role-card', selected && 'fl-role-card--selected'].filter(Boolean).join(' ')}>
      <input type="radio" name={name} value={value} checked={selected} onChange={() => onSelect(value)} />
      <span>
        <span style={{ display: 'block', fontSize: 28, lineHeight: 1, color: 'var(--fl-color-primary)' }} aria-hidden>
          {icon}
        </span>
        <strong style={{ display: 'block', fontSize: 18 }}>{title}</strong>
        <span className="fl-text-secondary">{description}</span>
      </span>
    </label>
  );
}
