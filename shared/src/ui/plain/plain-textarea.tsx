import type { TextareaHTMLAttributes } from 'react';
import './plain-form.css';

export interface PlainTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Shows "n / max" under the box, as antd's TextArea `showCount` (needs `maxLength`). */
  showCount?: boolean;
}

/** A text area drawn like antd's Input.TextArea, with its counter, without antd (issue 39). */
export function PlainTextArea({ value = '', onChange, showCount, className, ...native }: PlainTextAreaProps) {
  return (
    <>
      <textarea
        {...native}
        value={value}
        className={['fl-textarea', className].filter(Boolean).join(' ')}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {showCount && native.maxLength !== undefined && (
        <span className="fl-count fl-count--below" aria-hidden="true">
          {value.length} / {native.maxLength}
        </span>
      )}
    </>
  );
}
