import { useState } from 'react';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { PlainButton } from './plain/plain-button';
import { PlainInput } from './plain/plain-input';
import { SvgIcon } from './svg-icon';
import './plain/plain-form.css';

interface SearchFormProps {
  /** The search in the URL (the page re-keys the form when it changes, e.g. by a chip). */
  search: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. "Search jobs". */
  label: string;
  placeholder: string;
}

/**
 * A page's search box, prefilled from `?search=`: the trimmed text goes to the page (an empty search
 * shows all). Plain markup (issue 39): /find-jobs and /find-talent draw it on their first screen
 * without antd. The box is a native search field (its own clear button and Escape clear it, as
 * antd's `allowClear` did).
 */
export function SearchForm({ search, onSearch, label, placeholder }: SearchFormProps) {
  const [text, setText] = useState(search);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <div className="fl-compact" style={{ maxWidth: 640 }}>
        <PlainInput
          type="search"
          size="large"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={setText}
        />
        <PlainButton size="large" type="primary" htmlType="submit" icon={<SvgIcon icon={SearchOutlined} />}>
          Search
        </PlainButton>
      </div>
    </form>
  );
}
