import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

interface JobSearchFormProps {
  /** The search in the URL (the page re-keys the form when it changes). */
  search: string;
  onSearch: (text: string) => void;
}

/** Search box prefilled from `?search=`; the trimmed text goes to the server. */
export function JobSearchForm({ search, onSearch }: JobSearchFormProps) {
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
          aria-label="Search jobs"
          placeholder="Search by title, description or skill"
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
