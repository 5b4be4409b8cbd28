import { useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './plain-form.css';

export interface PlainNumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'prefix' | 'min' | 'max'
> {
  value?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Inside the box before the number (a currency sign), as antd InputNumber's `prefix`. */
  prefix?: ReactNode;
}

/**
 * A number box drawn like antd's InputNumber (issue 39): a native `type="number"` (the phone's
 * number keyboard, arrows step by `step`); its value is a number, or null while empty or not a number.
 */
export function PlainNumberInput({ value, onChange, prefix, className, ...native }: PlainNumberInputProps) {
  // The text is kept as typed ("1." while typing 1.5); the form holds the number it reads as.
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value));
  useEffect(() => {
    if (value === null || value === undefined) {
      setText((current) => (current === '' || Number.isNaN(Number(current)) ? current : ''));
    } else if (Number(text) !== value) {
      setText(String(value));
    }
    // Only a value set from outside (a reset) rewrites the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const input = (
    <input
      {...native}
      type="number"
      inputMode="decimal"
      value={text}
      className={['fl-input', className].filter(Boolean).join(' ')}
      onChange={(event) => {
        setText(event.target.value);
        const raw = event.target.value.trim();
        const number = raw === '' ? null : Number(raw);
        onChange?.(number === null || Number.isNaN(number) ? null : number);
      }}
    />
  );
  if (!prefix) return input;
  return (
    <span className="fl-affix">
      <span className="fl-affix__side">{prefix}</span>
      {input}
    </span>
  );
}
