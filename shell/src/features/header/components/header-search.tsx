import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

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
      <Input
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        allowClear
      />
      <Button htmlType="submit" aria-label="Search" icon={<SearchOutlined />} />
    </form>
  );
}
