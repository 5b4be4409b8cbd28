import type { ReactNode } from 'react';
import './plain-form.css';

export interface PlainFieldProps {
  /** The control's id (from the form's `field(name)`), so the label names it. */
  id: string;
  label?: ReactNode;
  /** The field's message, shown under it and read with the control (aria-describedby). */
  error?: string;
  /** A hint under the control (antd Form.Item's `extra`). */
  extra?: ReactNode;
  /** Marks the label "(optional)" as antd's `requiredMark="optional"` did. */
  optional?: boolean;
  /** A group of choices (radio buttons) is named by a legend-like label, not `for`. */
  group?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form field drawn like antd's vertical Form.Item: the label above, the control, its
 * hint, then its message at the field (`role="alert"`, as antd's, so it is read when it appears).
 */
export function PlainField({ id, label, error, extra, optional, group, className, children }: PlainFieldProps) {
  const labelContent = label !== undefined && (
    <>
      {label}
      {optional && <span className="fl-field__optional">(optional)</span>}
    </>
  );
  return (
    <div className={['fl-field', className].filter(Boolean).join(' ')}>
      {labelContent &&
        (group ? (
          <div className="fl-field__label" id={`${id}-label`}>
            {labelContent}
          </div>
        ) : (
          <label className="fl-field__label" htmlFor={id}>
            {labelContent}
          </label>
        ))}
      {children}
      {extra && <div className="fl-field__extra">{extra}</div>}
      {/* Only while there is a message, as antd's: an alert is read when it appears, and a page
          holds no empty alerts. */}
      {error && (
        <div className="fl-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
