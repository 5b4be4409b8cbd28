import { useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Input, Skeleton, Typography } from 'antd';
import { getErrorMessage } from '@freelane/shared';
import { AntdProvider } from '@freelane/shared/ui';
import { SEARCH_QUERY_MIN_LENGTH } from '@freelane/shared/contracts';
import { useSearchMessagesQuery } from '../api/search-messages';
import { formatFullTime, formatListTime } from '../lib/format-time';
import { highlightTerms } from '../lib/highlight-terms';

interface MessageSearchProps {
  userId: string;
  otherName: string;
  onPick: (seq: number) => void;
  onClose: () => void;
}

/** Search inside the conversation (full text on the server); a result jumps to its message. */
export function MessageSearch({ userId, otherName, onPick, onClose }: MessageSearchProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const ready = query.length >= SEARCH_QUERY_MIN_LENGTH;
  const { data, error, isFetching, isError } = useSearchMessagesQuery({ q: query, userId }, { skip: !ready });
  const results = ready ? (data?.results ?? []) : [];

  const handleSearch = (value: string) => setQuery(value.trim());

  // An island (loaded when its button is pressed): the conversation around it renders no antd.
  return (
    <AntdProvider>
      <section className="fl-chat-search" aria-label={`Search messages with ${otherName}`}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Input.Search
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            onSearch={handleSearch}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
            placeholder="Search in this conversation"
            aria-label="Search in this conversation"
            enterButton="Search"
            maxLength={100}
            allowClear
          />
          <Button type="text" icon={<CloseOutlined aria-hidden="true" />} aria-label="Close search" onClick={onClose} />
        </div>
        {query !== '' && !ready && (
          <Typography.Text type="secondary">
            Type at least {SEARCH_QUERY_MIN_LENGTH} characters to search.
          </Typography.Text>
        )}
        {ready && isFetching && (
          <div role="status" aria-label="Searching messages">
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          </div>
        )}
        {ready && !isFetching && isError && (
          <Typography.Text type="danger" role="alert">
            {getErrorMessage(error, 'The search failed. Please try again.')}
          </Typography.Text>
        )}
        {ready && !isFetching && !isError && results.length === 0 && (
          <Typography.Text type="secondary">No messages match “{query}”.</Typography.Text>
        )}
        {ready && !isFetching && results.length > 0 && (
          <ul className="fl-chat-search__results" aria-label="Search results">
            {results.map((result) => (
              <li key={result._id}>
                <button type="button" className="fl-chat-search__result" onClick={() => onPick(result.seq)}>
                  <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {highlightTerms(result.message, query).map((part, index) =>
                      part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                    )}
                  </span>
                  <time
                    dateTime={result.createdAt}
                    title={formatFullTime(result.createdAt)}
                    style={{ fontSize: 12, color: 'var(--fl-color-gray-500)' }}
                  >
                    {formatListTime(result.createdAt)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AntdProvider>
  );
}
