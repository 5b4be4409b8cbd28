import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

interface SearchFormProps {
  /** The search in the URL (the page re-keys the form when it changes, e.g. by a chip). */
  search: string;
  onSearch: (text: string) => void;
  /** The box's accessible name, e.g. "Search jobs". */
  label: string;
  placeholder: string;
}

/** A page's search box, prefilled from `?search=`: the trimmed text goes to the page (an empty search shows all). */
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
      <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
        <Input
          size="large"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          allowClear
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="large" type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Search
        </Button>
      </Space.Compact>
    </form>
  );
}
