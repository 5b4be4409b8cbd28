import { useId, type ReactNode } from 'react';
import './plain.css';

interface PlainSegmentedProps<T extends string | number> {
  /** The group's name, read out before its choices ("Posted within"). */
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

/**
 * antd's Segmented without antd, over native radio inputs: one Tab stop, arrow keys move the
 * choice, and each choice is announced as "radio button, n of m".
 */
export function PlainSegmented<T extends string | number>({ label, value, options, onChange }: PlainSegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="fl-segmented">
      {options.map((option) => (
        <label key={String(option.value)} className="fl-segmented__option">
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
