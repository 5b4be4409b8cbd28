import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { SvgIcon } from '@freelane/shared/ui';
import { useRef } from 'react';

interface ConversationSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * "Search Conversations": a text box with a search icon and a clear button while it holds text,
 * drawn like antd's Input with `allowClear` (the list loads no antd).
 */
export function ConversationSearchField({ value, onChange }: ConversationSearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="fl-chat-list-search" onClick={() => input.current?.focus()}>
      <span className="fl-chat-list-search__icon">
        <SvgIcon icon={SearchOutlined} size={14} />
      </span>
      <input
        ref={input}
        type="text"
        className="fl-chat-list-search__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search Conversations"
        aria-label="Search Conversations"
        maxLength={100}
      />
      {value && (
        <button
          type="button"
          className="fl-chat-list-search__clear"
          aria-label="Clear search"
          // Keeps the focus in the box, as antd's clear icon does.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <SvgIcon icon={CloseCircleFilled} size={12} />
        </button>
      )}
    </span>
  );
}
