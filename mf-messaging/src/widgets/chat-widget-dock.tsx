import './chat-widget.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseOutlined, ExportOutlined, MessageOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { Link } from 'react-router-dom';
import { useGetUnreadMessagesQuery } from '@freelane/shared';
import { messagePagePath } from '@freelane/shared/contracts';
import { useBriefSlots } from '../features/chat/hooks/use-brief-slots';
import { ConversationList } from '../features/chat/components/conversation-list';
import { ConversationPane } from '../features/chat/components/conversation-pane';
import { OfflineBanner } from '../features/chat/components/offline-banner';
import { useChatLiveUpdates } from '../features/chat/hooks/use-chat-live-updates';

/**
 * The floating Messages button (with the unread total) and its panel: the recent conversations, then
 * a compact chat for the one chosen, with the same list, log and message box as the page. Escape
 * closes the panel and gives focus back to the button.
 */
export function ChatWidgetDock() {
  const panelId = useId();
  const unreadId = useId();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const slots = useBriefSlots();
  const { data: unread } = useGetUnreadMessagesQuery();
  useChatLiveUpdates();

  const opened = useRef(false);
  useEffect(() => {
    // Focus moves into the panel when it opens and back to the button when it closes (on a phone the
    // button is hidden under the full-screen panel until then).
    if (open) panel.current?.focus();
    else if (opened.current) button.current?.focus();
    opened.current = open;
  }, [open]);

  const close = () => setOpen(false);

  // Keys from dialogs opened inside (rendered elsewhere in the page) are theirs, not the panel's.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) close();
  };

  const total = unread?.total ?? 0;
  const fullPageLink = userId ? messagePagePath(userId) : '/message';

  return (
    <div className={`fl-chat-widget${open ? ' fl-chat-widget--open' : ''}`}>
      {open && (
        <section
          ref={panel}
          id={panelId}
          className="fl-chat-widget__panel"
          role="dialog"
          aria-label="Messages"
          tabIndex={-1}
          onKeyDown={handleKeyDown}
        >
          <div className="fl-chat-widget__head">
            <h2 className="fl-chat-widget__title">Messages</h2>
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <Link to={fullPageLink} className="fl-chat-widget__open">
                Open in Messages <ExportOutlined aria-hidden="true" />
              </Link>
              <Button
                type="text"
                icon={<CloseOutlined aria-hidden="true" />}
                aria-label="Close messages"
                onClick={close}
              />
            </span>
          </div>
          <div className="fl-chat-widget__body">
            <OfflineBanner />
            {userId ? (
              <ConversationPane
                key={userId}
                userId={userId}
                compact
                onBack={() => setUserId(null)}
                onDeleted={() => setUserId(null)}
                slots={slots}
              />
            ) : (
              <div className="fl-chat-sidebar" style={{ flex: 1, borderRight: 'none' }}>
                <div style={{ height: 8 }} />
                <ConversationList selectedId={null} onSelect={setUserId} emptyHint={<p>No conversations yet.</p>} />
              </div>
            )}
          </div>
        </section>
      )}
      <div className="fl-chat-widget__button">
        <Badge count={total} overflowCount={99} offset={[-4, 4]}>
          <Button
            ref={button}
            type="primary"
            shape="circle"
            size="large"
            icon={<MessageOutlined aria-hidden="true" style={{ fontSize: 22 }} />}
            aria-label="Messages"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-describedby={total > 0 ? unreadId : undefined}
            onClick={() => (open ? close() : setOpen(true))}
          />
        </Badge>
        {total > 0 && (
          <span id={unreadId} className="fl-chat-sr-only">
            {total} unread {total === 1 ? 'message' : 'messages'}
          </span>
        )}
      </div>
    </div>
  );
}
