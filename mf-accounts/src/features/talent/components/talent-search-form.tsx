import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

interface TalentSearchFormProps {
  /** The search in the URL (the page re-keys the form when it changes, e.g. by a chip). */
  search: string;
  onSearch: (text: string) => void;
}

/** The hero's search box: trims the text; an empty search shows everyone. */
export function TalentSearchForm({ search, onSearch }: TalentSearchFormProps) {
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
          aria-label="Search freelancers"
          placeholder="Search by skill or title, e.g. web developer"
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
