import { useState } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { PlainButton } from './plain/plain-button';
import { PlainInput } from './plain/plain-input';
import { SvgIcon } from './svg-icon';
import './plain/plain-form.css';
import './search-form.css';

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
 * without antd.
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
        {/* A text box (role textbox, as antd's) with antd's `allowClear` as a named button. */}
        <span className="fl-affix fl-search-form__box">
          <PlainInput aria-label={label} placeholder={placeholder} value={text} maxLength={100} onChange={setText} />
          {text && (
            <button type="button" className="fl-search-form__clear" aria-label="Clear" onClick={() => setText('')}>
              <SvgIcon icon={CloseCircleFilled} size={12} />
            </button>
          )}
        </span>
        <PlainButton size="large" type="primary" htmlType="submit" icon={<SvgIcon icon={SearchOutlined} />}>
          Search
        </PlainButton>
      </div>
    </form>
  );
}
