import type { CSSProperties, SelectHTMLAttributes } from 'react';
import './plain-native-select.css';

interface PlainNativeSelectProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'style'
> {
  /** Undefined shows `placeholder` until a choice is made (antd's empty Select). */
  value: T | undefined;
  placeholder?: string;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The wrapper's style (its width); the select fills it. */
  style?: CSSProperties;
}

/**
 * A choice from a short list drawn like antd's Select, as a native <select> (the phone's own picker,
 * keyboard and screen-reader support, no antd): for filters on a first screen. Named by a <label
 * htmlFor> or aria-label like any select.
 */
export function PlainNativeSelect<T extends string>({
  value,
  placeholder,
  options,
  onChange,
  style,
  ...native
}: PlainNativeSelectProps<T>) {
  return (
    <span className="fl-native-select" style={style}>
      <select
        {...native}
        value={value ?? ''}
        data-placeholder={value === undefined || undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {value === undefined && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
