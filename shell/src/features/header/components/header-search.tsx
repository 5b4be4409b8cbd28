import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SvgIcon } from '@freelane/shared/ui';

export interface HeaderSearchProps {
  /** `/find-talent` for clients, `/find-jobs` for freelancers. */
  target: string;
  label: string;
}

/** Trims the text, ignores an empty search, and URL-encodes it into `?search=` (spec §5). */
export function HeaderSearch({ target, label }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`${target}?search=${encodeURIComponent(query)}`);
  };

  return (
    <form role="search" aria-label={label} onSubmit={handleSubmit} className="fl-header__search">
      <input
        className="fl-input"
        aria-label={label}
        placeholder={label}
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="fl-btn fl-btn--icon" aria-label="Search">
        <SvgIcon icon={SearchOutlined} />
      </button>
    </form>
  );
}
