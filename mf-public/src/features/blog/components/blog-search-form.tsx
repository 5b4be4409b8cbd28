import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface BlogSearchFormProps {
  onSearch: (keyword: string) => void;
  searching: boolean;
}

/**
 * Typing only edits the text; the search runs when the Search button is pressed (spec).
 * Enter in the box submits the form, which is the same button press for keyboard users.
 * The text lives in this component, so it starts empty every time the page opens.
 */
export function BlogSearchForm({ onSearch, searching }: BlogSearchFormProps) {
  const [text, setText] = useState('');
  const inputId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" aria-label="Search the blog" onSubmit={handleSubmit} style={{ maxWidth: 560 }}>
      <label htmlFor={inputId} style={visuallyHidden}>
        Search blog posts
      </label>
      <Space.Compact block>
        <Input
          id={inputId}
          size="large"
          placeholder="Search by title or topic"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
          allowClear
        />
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          icon={<SearchOutlined aria-hidden="true" />}
          loading={searching}
        >
          Search
        </Button>
      </Space.Compact>
    </form>
  );
}
