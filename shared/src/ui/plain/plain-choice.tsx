import type { InputHTMLAttributes, ReactNode } from 'react';
import './plain-form.css';

export interface PlainCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}

/** A checkbox with its label, drawn like antd's Checkbox in the theme's colour (issue 39). */
export function PlainCheckbox({ value = false, onChange, children, className, ...native }: PlainCheckboxProps) {
  return (
    <label className={['fl-choice', native.disabled && 'fl-choice--disabled', className].filter(Boolean).join(' ')}>
      <input {...native} type="checkbox" checked={value} onChange={(event) => onChange?.(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

export interface PlainRadioGroupProps<Value extends string> {
  /** The group's id; its PlainField (with `group`) names it through `${id}-label`. */
  id: string;
  value?: Value;
  onChange?: (value: Value) => void;
  options: readonly { value: Value; label: string; disabled?: boolean }[];
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** antd's Radio.Group as native radio buttons in a named radiogroup (arrow keys move the choice). */
export function PlainRadioGroup<Value extends string>({
  id,
  value,
  onChange,
  options,
  ...aria
}: PlainRadioGroupProps<Value>) {
  return (
    <div role="radiogroup" id={id} aria-labelledby={`${id}-label`} tabIndex={-1} className="fl-radio-group" {...aria}>
      {options.map((option) => (
        <label
          key={option.value}
          className={['fl-choice', option.disabled && 'fl-choice--disabled'].filter(Boolean).join(' ')}
        >
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange?.(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
