import { useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { SvgIcon } from '../svg-icon';
import './plain-form.css';
import './plain-tags-input.css';

export interface PlainTagsInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'size' | 'defaultValue'
> {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** At most this many entries: the box takes no more (antd Select's `maxCount`). */
  maxCount?: number;
  /** Besides Enter, these characters end an entry (antd's `tokenSeparators`); a pasted list is split by them. */
  separators?: readonly string[];
}

/**
 * A list of free-text entries typed into one box, drawn like antd's Select in `mode="tags"`, without
 * antd, rc-select or rc-virtual-list (issue 39): Enter or a separator adds what was typed (trimmed;
 * an entry already in the list, whatever its case, is not added twice), Backspace in an empty box
 * removes the last entry, and each entry has its own remove button named "Remove <entry>".
 * The label (`PlainField`) names the text box, as it named antd's search input.
 */
export function PlainTagsInput({
  value = [],
  onChange,
  maxCount,
  separators = [','],
  className,
  disabled,
  onKeyDown,
  ...native
}: PlainTagsInputProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const full = maxCount !== undefined && value.length >= maxCount;

  const add = (raw: string[]) => {
    const next = [...value];
    for (const entry of raw.map((item) => item.trim()).filter(Boolean)) {
      if (maxCount !== undefined && next.length >= maxCount) break;
      if (next.some((item) => item.toLowerCase() === entry.toLowerCase())) continue;
      next.push(entry);
    }
    if (next.length !== value.length) onChange?.(next);
  };
  const split = (raw: string) =>
    separators.reduce<string[]>((parts, separator) => parts.flatMap((part) => part.split(separator)), [raw]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      // Enter adds the entry; it does not submit the form (as antd's tags Select).
      event.preventDefault();
      add([text]);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange?.(value.slice(0, -1));
    }
  };

  const remove = (index: number) => {
    onChange?.(value.filter((_, at) => at !== index));
    input.current?.focus();
  };

  return (
    <div
      className={['fl-input', 'fl-tags', disabled && 'fl-tags--disabled', className].filter(Boolean).join(' ')}
      // A click on the box's empty part types into it, as antd's.
      onClick={(event) => {
        if (event.target === event.currentTarget) input.current?.focus();
      }}
    >
      {value.map((entry, index) => (
        <span key={entry} className="fl-tags__item">
          <span className="fl-tags__text">{entry}</span>
          <button
            type="button"
            className="fl-tags__remove"
            aria-label={`Remove ${entry}`}
            disabled={disabled}
            onClick={() => remove(index)}
          >
            <SvgIcon icon={CloseOutlined} size={10} />
          </button>
        </span>
      ))}
      <input
        {...native}
        ref={input}
        type="text"
        className="fl-tags__input"
        value={text}
        disabled={disabled}
        // Full: the box says so by not taking more, as antd's with maxCount.
        readOnly={full || native.readOnly}
        placeholder={value.length === 0 ? native.placeholder : undefined}
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          const typed = event.target.value;
          const parts = split(typed);
          if (parts.length > 1) {
            add(parts.slice(0, -1));
            setText(parts[parts.length - 1]);
          } else {
            setText(typed);
          }
        }}
      />
    </div>
  );
}
