import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PlainButton, SvgIcon } from '@freelane/shared/ui';
import { visuallyHidden } from '../../../lib/visually-hidden';
import './blog.css';

interface BlogSearchFormProps {
  onSearch: (keyword: string) => void;
  searching: boolean;
}

/**
 * Typing only edits the text; the search runs when the Search button is pressed (spec).
 * Enter in the box submits the form, which is the same button press for keyboard users.
 * The text lives in this component, so it starts empty every time the page opens.
 * A native field and a plain button drawn like antd's large Space.Compact pair: /blog's first
 * screen loads no antd (issue 39).
 */
export function BlogSearchForm({ onSearch, searching }: BlogSearchFormProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" aria-label="Search the blog" onSubmit={handleSubmit} className="fl-blog-search">
      <label htmlFor={inputId} style={visuallyHidden}>
        Search blog posts
      </label>
      <span className="fl-blog-search__box">
        <input
          ref={input}
          id={inputId}
          className="fl-input"
          placeholder="Search by title or topic"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        {text && (
          // antd's allowClear: a pointer shortcut, out of the tab order like antd's (the keyboard
          // clears the box itself).
          <button
            type="button"
            className="fl-blog-search__clear"
            aria-label="Clear"
            tabIndex={-1}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <SvgIcon icon={CloseCircleFilled} size={12} />
          </button>
        )}
      </span>
      <PlainButton
        type="primary"
        size="large"
        htmlType="submit"
        icon={<SvgIcon icon={SearchOutlined} />}
        loading={searching}
      >
        Search
      </PlainButton>
    </form>
  );
}
