import type { InputHTMLAttributes } from 'react';
import './plain-form.css';

export interface PlainDateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  /** The day as yyyy-MM-dd, or null while none is chosen. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The first and last days that can be chosen (yyyy-MM-dd). */
  min?: string;
  max?: string;
}

/**
 * A calendar day (issue 39): a native `type="date"`, drawn like antd's DatePicker box. The browser's
 * own calendar and its keyboard entry replace rc-picker and dayjs on a first screen; the value is
 * the yyyy-MM-dd the API takes, with no time zone in it.
 */
export function PlainDateInput({ value, onChange, className, ...native }: PlainDateInputProps) {
  return (
    <input
      {...native}
      type="date"
      value={value ?? ''}
      className={['fl-input', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange?.(event.target.value || null)}
    />
  );
}
