import { lazy, useEffect, useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@freelane/shared';
import { isObjectId, messagePagePath } from '@freelane/shared/contracts';
import { ChatEmptyState } from '../features/chat/components/chat-empty-state';
import { ChatSettingsButton } from '../features/chat/components/chat-settings-button';
import { ConversationList } from '../features/chat/components/conversation-list';
import {
  loadOpenConversation,
  OpenConversationOnDemand,
} from '../features/chat/components/open-conversation-on-demand';
import { OfflineBanner } from '../features/chat/components/offline-banner';
import { useChatLiveUpdates } from '../features/chat/hooks/use-chat-live-updates';
import { useIsNarrow } from '../features/chat/hooks/use-is-narrow';
import { IconButton, OnceOpened, PlainButton, SvgIcon } from '@freelane/shared/ui';

const SuggestedFreelancersDialog = lazy(() =>
  import('../features/chat/components/suggested-freelancers-dialog').then((module) => ({
    default: module.SuggestedFreelancersDialog,
  })),
);

/** The conversation a URL opens (`?userId=<id>`), or null when it names none or a malformed one. */
function conversationIn(params: URLSearchParams): string | null {
  const requested = params.get('userId');
  return requested && isObjectId(requested) ? requested : null;
}

/**
 * The shell's first-page contract (shell/src/lib/load-page-module.ts): a cold /message?userId=… is
 * server-rendered with the conversation, so its code loads before the app's first render replaces
 * that HTML; otherwise the server's conversation would flash into a skeleton.
 */
export function preloadFor({ search }: { pathname: string; search: string }): Promise<unknown> | undefined {
  return conversationIn(new URLSearchParams(search)) ? loadOpenConversation() : undefined;
}

/** How long after the list shows the conversation's code starts loading anyway (see below). */
const PREFETCH_AFTER_MS = 2_000;

/**
 * /message and /message?userId=<id> (spec §2 Messages): the conversations on the left, the open one
 * on the right; on a phone, the list and the conversation are two screens. The open conversation is
 * in the URL, so every Message / Connect link opens (or starts) it and it survives a reload.
 */
function Message() {
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const [suggesting, setSuggesting] = useState(false);
  useChatLiveUpdates();

  // Opening a conversation is what one does next here: its code loads once the list has settled,
  // so the first tap on a conversation does not wait for it (a failure is retried on that tap).
  useEffect(() => {
    const timer = setTimeout(() => void loadOpenConversation().catch(() => undefined), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const requested = params.get('userId');
  const userId = conversationIn(params);
  const isClient = me?.role === 'client';

  const openConversation = (id: string) => navigate(messagePagePath(id));
  const closeConversation = () => navigate('/message');

  const showList = !narrow || !requested;
  const showPane = !narrow || Boolean(requested);

  return (
    <div className={`fl-chat-page ${requested ? 'fl-chat-page--conversation' : 'fl-chat-page--list'}`}>
      <OfflineBanner />
      <div className="fl-chat-frame">
        {showList && (
          <aside className="fl-chat-sidebar" aria-label="Your conversations">
            <div className="fl-chat-sidebar__head">
              <h1 className="fl-title fl-chat-sidebar__title" style={{ margin: 0, fontSize: 22 }}>
                Messages
              </h1>
              <span>
                {isClient && (
                  <IconButton
                    label="Suggested freelancers"
                    icon={<SvgIcon icon={PlusOutlined} size={14} />}
                    onClick={() => setSuggesting(true)}
                  />
                )}
                <ChatSettingsButton />
              </span>
            </div>
            <ConversationList
              selectedId={userId}
              onSelect={openConversation}
              emptyHint={
                <>
                  <p style={{ fontWeight: 600, color: 'var(--fl-color-gray-700)' }}>No conversations yet</p>
                  <p>
                    {isClient
                      ? 'Use + to find a freelancer, or press Message on anyone who applied to your jobs.'
                      : 'Clients who contact you, hire you or receive your proposals show up here.'}
                  </p>
                </>
              }
            />
          </aside>
        )}
        {showPane && (
          <div className="fl-chat-main" style={{ minWidth: 0, minHeight: 0 }}>
            {userId ? (
              <OpenConversationOnDemand
                key={userId}
                userId={userId}
                onBack={narrow ? closeConversation : undefined}
                onDeleted={closeConversation}
              />
            ) : requested ? (
              <div className="fl-chat-empty" role="alert">
                <h2 className="fl-title" style={{ fontSize: 20 }}>
                  This conversation link is not valid
                </h2>
                <PlainButton onClick={closeConversation}>Back to Messages</PlainButton>
              </div>
            ) : (
              <ChatEmptyState />
            )}
          </div>
        )}
      </div>
      {isClient && (
        <OnceOpened open={suggesting}>
          <SuggestedFreelancersDialog
            open={suggesting}
            onClose={() => setSuggesting(false)}
            onChoose={openConversation}
          />
        </OnceOpened>
      )}
    </div>
  );
}

export default Message;
