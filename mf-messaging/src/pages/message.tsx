import { lazy, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@freelane/shared';
import { messagePagePath, objectId } from '@freelane/shared/contracts';
import { useBriefSlots } from '../features/chat/hooks/use-brief-slots';
import { ChatEmptyState } from '../features/chat/components/chat-empty-state';
import { ChatSettingsButton } from '../features/chat/components/chat-settings-button';
import { ConversationList } from '../features/chat/components/conversation-list';
import { ConversationPane } from '../features/chat/components/conversation-pane';
import { OfflineBanner } from '../features/chat/components/offline-banner';
import { useChatLiveUpdates } from '../features/chat/hooks/use-chat-live-updates';
import { useIsNarrow } from '../features/chat/hooks/use-is-narrow';
import { OnceOpened, withAntd } from '@freelane/shared/ui';

const SuggestedFreelancersDialog = lazy(() =>
  import('../features/chat/components/suggested-freelancers-dialog').then((module) => ({
    default: module.SuggestedFreelancersDialog,
  })),
);

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
  const slots = useBriefSlots();
  const [suggesting, setSuggesting] = useState(false);
  useChatLiveUpdates();

  const requested = params.get('userId');
  const userId = requested && objectId.safeParse(requested).success ? requested : null;
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
              <Typography.Title level={1} className="fl-chat-sidebar__title" style={{ margin: 0, fontSize: 22 }}>
                Messages
              </Typography.Title>
              <span>
                {isClient && (
                  <Tooltip title="Suggested freelancers">
                    <Button
                      type="text"
                      shape="circle"
                      icon={<PlusOutlined aria-hidden="true" />}
                      aria-label="Suggested freelancers"
                      onClick={() => setSuggesting(true)}
                    />
                  </Tooltip>
                )}
                <ChatSettingsButton />
              </span>
            </div>
            <ConversationList
              selectedId={userId}
              onSelect={openConversation}
              emptyHint={
                <>
                  <p style={{ fontWeight: 600, color: '#344054' }}>No conversations yet</p>
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
              <ConversationPane
                key={userId}
                userId={userId}
                onBack={narrow ? closeConversation : undefined}
                onDeleted={closeConversation}
                slots={slots}
              />
            ) : requested ? (
              <div className="fl-chat-empty" role="alert">
                <Typography.Title level={2} style={{ fontSize: 20 }}>
                  This conversation link is not valid
                </Typography.Title>
                <Button onClick={closeConversation}>Back to Messages</Button>
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

export default withAntd(Message);
