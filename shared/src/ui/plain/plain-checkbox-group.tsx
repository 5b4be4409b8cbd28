import './plain-form.css';

export interface PlainCheckboxGroupProps<Value extends string> {
  /** The group's id; its PlainField (with `group`) names it through `${id}-label`. */
  id: string;
  value?: readonly Value[];
  onChange?: (value: Value[]) => void;
  options: readonly { value: Value; label: string; disabled?: boolean }[];
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A choice of several (antd's Select `mode="multiple"` or Checkbox.Group) as native checkboxes in a
 * named group (issue 39): every option is visible and reachable with Tab and Space, nothing opens,
 * and none of rc-select's list is on a first screen. The value keeps the options' order.
 */
export function PlainCheckboxGroup<Value extends string>({
  id,
  value = [],
  onChange,
  options,
  ...aria
}: PlainCheckboxGroupProps<Value>) {
  const toggle = (option: Value, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange?.(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <div role="group" id={id} aria-labelledby={`${id}-label`} tabIndex={-1} className="fl-radio-group" {...aria}>
      {options.map((option) => (
        <label
          key={option.value}
          className={['fl-choice', option.disabled && 'fl-choice--disabled'].filter(Boolean).join(' ')}
        >
          <input
            type="checkbox"
            name={id}
            value={option.value}
            checked={value.includes(option.value)}
            disabled={option.disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
