import type { ChatContact } from '@freelane/shared/contracts';
import { formatFullTime, formatListTime } from '../lib/format-time';
import { PersonAvatar } from '../../../components/person-avatar';

interface ConversationRowProps {
  contact: ChatContact;
  meId: string | undefined;
  selected: boolean;
  now: Date;
  onSelect: (userId: string) => void;
}

/** One conversation in the list: photo with presence, name, last message, time and unread count. */
export function ConversationRow({ contact, meId, selected, now, onSelect }: ConversationRowProps) {
  const last = contact.lastMessage;
  const unread = contact.unreadCount;
  const preview = last ? `${last.sendersId === meId ? 'You: ' : ''}${last.preview}` : 'No messages yet';
  return (
    <li>
      <button
        type="button"
        className={`fl-chat-row${unread > 0 ? ' fl-chat-row--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(contact._id)}
      >
        <PersonAvatar person={contact} online={contact.online} />
        <span className="fl-chat-row__main">
          <span className="fl-chat-row__name">{contact.fullName}</span>
          <span className="fl-chat-sr-only">{contact.online ? ', online' : ', offline'}</span>
          <span className="fl-chat-row__preview">{preview}</span>
        </span>
        <span className="fl-chat-row__meta">
          {last && (
            <time className="fl-chat-row__time" dateTime={last.createdAt} title={formatFullTime(last.createdAt)}>
              {formatListTime(last.createdAt, now)}
            </time>
          )}
          {unread > 0 && (
            <span className="fl-chat-row__badge">
              {unread > 99 ? '99+' : unread}
              <span className="fl-chat-sr-only"> unread</span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}
