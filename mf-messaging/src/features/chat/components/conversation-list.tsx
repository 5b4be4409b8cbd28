import './chat.css';
import { useMemo, useState, type ReactNode } from 'react';
import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import type { ChatContact } from '@freelane/shared/contracts';
import { useGetClientContactsInfiniteQuery } from '../api/get-client-contacts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLoadMoreOnView } from '../hooks/use-load-more-on-view';
import { useNow } from '../../../hooks/use-now';
import { PlainButton, PlainSkeleton } from '@freelane/shared/ui';
import { ConversationRow } from './conversation-row';
import { ConversationSearchField } from './conversation-search-field';

interface ConversationListProps {
  selectedId: string | null;
  onSelect: (userId: string) => void;
  /** What someone with no conversation yet can do (differs for clients and freelancers). */
  emptyHint?: ReactNode;
}

/** A contact can appear on two pages when activity reorders the list between loads: show it once. */
function uniqueContacts(pages: readonly { clients: ChatContact[] }[]): ChatContact[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.clients).filter((contact) => !seen.has(contact._id) && seen.add(contact._id));
}

/**
 * The conversations, newest activity first, searched on the server ("Search Conversations"), a page
 * at a time: "Load more" or scrolling to the end adds the next page.
 */
export function ConversationList({ selectedId, onSelect, emptyHint }: ConversationListProps) {
  const meId = useCurrentUser()?._id;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { data, error, isLoading, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGetClientContactsInfiniteQuery(search);
  const contacts = useMemo(() => uniqueContacts(data?.pages ?? []), [data]);
  const now = useNow();
  const sentinel = useLoadMoreOnView<HTMLDivElement>(hasNextPage && !isFetchingNextPage, () => void fetchNextPage());

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div role="status" aria-label="Loading conversations" aria-busy="true" style={{ padding: 12 }}>
        <PlainSkeleton avatar rows={1} />
        <PlainSkeleton avatar rows={1} />
        <PlainSkeleton avatar rows={1} />
      </div>
    );
  } else if (isError && contacts.length === 0) {
    body = (
      <div className="fl-chat-list__empty" role="alert">
        <p>{getErrorMessage(error, 'Your conversations could not be loaded.')}</p>
        <PlainButton onClick={() => void refetch()}>Try again</PlainButton>
      </div>
    );
  } else if (contacts.length === 0) {
    body = (
      <div className="fl-chat-list__empty">
        {search ? <p>No conversations match “{search}”.</p> : <>{emptyHint ?? <p>No conversations yet.</p>}</>}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="fl-chat-list__items">
          {contacts.map((contact) => (
            <ConversationRow
              key={contact._id}
              contact={contact}
              meId={meId}
              selected={contact._id === selectedId}
              now={now}
              onSelect={onSelect}
            />
          ))}
        </ul>
        {hasNextPage && (
          <div className="fl-chat-list__more" ref={sentinel}>
            <PlainButton onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
              Load more
            </PlainButton>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <div className="fl-chat-sidebar__search">
        <ConversationSearchField value={text} onChange={setText} />
      </div>
      <nav className="fl-chat-list" aria-label="Conversations">
        {body}
      </nav>
    </>
  );
}
