import type { InputHTMLAttributes, ReactNode } from 'react';
import './plain-form.css';

export interface PlainInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'prefix'
> {
  value?: string;
  onChange?: (value: string) => void;
  size?: 'middle' | 'large';
  /** Shows "n / max" inside the box, as antd's `showCount` (needs `maxLength`). */
  showCount?: boolean;
  prefix?: ReactNode;
}

/** A text box drawn like antd's Input, without antd (issue 39). */
export function PlainInput({
  value = '',
  onChange,
  size,
  showCount,
  prefix,
  className,
  type = 'text',
  ...native
}: PlainInputProps) {
  const input = (
    <input
      {...native}
      type={type}
      value={value}
      className={['fl-input', size === 'large' && 'fl-input--lg', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
  if (!showCount && !prefix) return input;
  return (
    <span className="fl-affix">
      {prefix && <span className="fl-affix__side">{prefix}</span>}
      {input}
      {showCount && native.maxLength !== undefined && (
        <span className="fl-count" aria-hidden="true">
          {value.length} / {native.maxLength}
        </span>
      )}
    </span>
  );
}
