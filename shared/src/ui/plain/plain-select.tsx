import type { SelectHTMLAttributes } from 'react';
import './plain-form.css';

export interface PlainSelectOption<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface PlainSelectProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value?: Value | null;
  onChange?: (value: Value | undefined) => void;
  options: readonly PlainSelectOption<Value>[];
  /** Shown (and chosen) while nothing is: "Choose a category". */
  placeholder?: string;
}

/**
 * A native select drawn like antd's Select (issue 39): the phone's own picker, the keyboard's own
 * arrows and typing, and none of rc-select's ≈ 40 kB on a first screen. The placeholder is an
 * option that cannot be chosen back, so an untouched field reads as empty.
 */
export function PlainSelect<Value extends string>({
  value,
  onChange,
  options,
  placeholder,
  className,
  ...native
}: PlainSelectProps<Value>) {
  const empty = value === undefined || value === null || value === '';
  return (
    <select
      {...native}
      value={empty ? '' : value}
      className={['fl-select', empty && 'fl-select--empty', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange?.((event.target.value || undefined) as Value | undefined)}
    >
      <option value="" disabled hidden={!empty}>
        {placeholder ?? ''}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
