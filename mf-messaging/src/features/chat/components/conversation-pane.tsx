import './chat.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { getErrorMessage, useAppDispatch, useCurrentUser } from '@freelane/shared';
import type { ChatMessage } from '@freelane/shared/contracts';
import { useDeleteConversationMutation } from '../api/delete-conversation';
import { useDeleteMessageMutation } from '../api/delete-message';
import { useGetMessagesQuery } from '../api/get-messages';
import { useConversationSync } from '../hooks/use-conversation-sync';
import { useMarkRead } from '../hooks/use-mark-read';
import { useOutbox } from '../hooks/use-outbox';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingIndicator } from '../hooks/use-typing-indicator';
import { useTypingSignal } from '../hooks/use-typing-signal';
import { receiveUpdate } from '../lib/cache-patches';
import type { ChatSlots } from '../lib/chat-slots';
import { loadHistoryBackTo, loadOlderMessages } from '../lib/conversation-sync';
import { ChatComposer } from './chat-composer';
import { ConversationHeader } from './conversation-header';
import { ConversationLoading } from './conversation-loading';
import { MessageList, type JumpTarget } from './message-list';
import { TypingIndicator } from './typing-indicator';
import { PlainAlert, PlainSkeleton, useToasts, useConfirm } from '@freelane/shared/ui';

// The search (antd's Input.Search, Skeleton) is an island: it loads when its button is pressed, so a
// conversation's first view (what a mail or notification link opens) fetches no antd (issue 39).
const MessageSearch = lazy(() => import('./message-search').then((module) => ({ default: module.MessageSearch })));

export interface ConversationPaneProps {
  userId: string;
  compact?: boolean;
  onBack?: () => void;
  /** The conversation was deleted here: leave it. */
  onDeleted: () => void;
  headerExtra?: ReactNode;
  slots?: ChatSlots;
}

/**
 * One conversation: who it is with, the live message log, typing, and the message box (or why one
 * cannot write here). Used by the Messages page and, compact, by the chat widget.
 */
export function ConversationPane({
  userId,
  compact = false,
  onBack,
  onDeleted,
  headerExtra,
  slots,
}: ConversationPaneProps) {
  const meId = useCurrentUser()?._id;
  const dispatch = useAppDispatch();
  const { message } = useToasts();
  const confirm = useConfirm();
  const { data, error, isLoading, isError, fulfilledTimeStamp } = useGetMessagesQuery(userId);
  const pending = useOutbox(userId, data?.message);
  const { send, retry, discard } = useSendMessage(userId);
  const typing = useTypingIndicator(userId);
  const typingSignal = useTypingSignal(userId);
  const [deleteMessage] = useDeleteMessageMutation();
  const [deleteConversation] = useDeleteConversationMutation();
  const [searching, setSearching] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [jumpTo, setJumpTo] = useState<JumpTarget | null>(null);
  useConversationSync(userId, Boolean(data), fulfilledTimeStamp);
  useMarkRead(userId, data, true);

  const loadOlder = async (load: () => Promise<void>) => {
    if (loadingOlder) return false;
    setLoadingOlder(true);
    try {
      await load();
      return true;
    } catch (failure) {
      message.error(getErrorMessage(failure, 'Earlier messages could not be loaded. Please try again.'));
      return false;
    } finally {
      setLoadingOlder(false);
    }
  };

  const handleLoadOlder = () => void loadOlder(() => dispatch(loadOlderMessages(userId)));

  const handlePickResult = async (seq: number) => {
    if (await loadOlder(() => dispatch(loadHistoryBackTo(userId, seq)))) {
      setSearching(false);
      setJumpTo({ seq, token: Date.now() });
    }
  };

  const handleDeleteMessage = (target: ChatMessage) => {
    confirm({
      title: 'Delete this message?',
      content: 'It is removed for both of you and shown as “Message deleted”.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await deleteMessage(target._id).unwrap();
          dispatch(receiveUpdate(result.deletedMessage, userId));
        } catch (failure) {
          message.error(getErrorMessage(failure, 'The message could not be deleted.'));
        }
      },
    });
  };

  const handleDeleteConversation = () => {
    const name = data?.otherUser.fullName ?? 'this person';
    confirm({
      title: `Delete your conversation with ${name}?`,
      content: `All chats with this person are permanently deleted from your Messages. ${name} keeps their own copy.`,
      okText: 'Delete conversation',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await deleteConversation(userId).unwrap();
          message.success(result.message || 'Conversation deleted.');
          onDeleted();
        } catch (failure) {
          message.error(getErrorMessage(failure, 'The conversation could not be deleted.'));
        }
      },
    });
  };

  if (isLoading) {
    return <ConversationLoading />;
  }
  if (isError || !data || !meId) {
    return (
      <div className="fl-chat-pane" style={{ padding: 16 }}>
        <PlainAlert type="error" title="This conversation could not be opened">
          {getErrorMessage(error, 'Please check the link or try again later.')}
        </PlainAlert>
      </div>
    );
  }

  const name = data.otherUser.fullName;
  return (
    <section className="fl-chat-pane" aria-label={`Conversation with ${name}`}>
      <ConversationHeader
        conversation={data}
        typing={typing}
        onBack={onBack}
        onSearch={() => setSearching((open) => !open)}
        onDelete={handleDeleteConversation}
        extra={headerExtra}
        compact={compact}
      />
      {searching && (
        <Suspense fallback={<PlainSkeleton rows={1} title={false} />}>
          <MessageSearch
            userId={userId}
            otherName={name}
            onPick={(seq) => void handlePickResult(seq)}
            onClose={() => setSearching(false)}
          />
        </Suspense>
      )}
      <MessageList
        label={`Messages with ${name}`}
        conversation={data}
        pending={pending}
        meId={meId}
        otherName={name}
        loadingOlder={loadingOlder}
        onLoadOlder={handleLoadOlder}
        jumpTo={jumpTo}
        renderBrief={slots?.renderBrief ? (item) => slots.renderBrief?.(item, data) : undefined}
        onRetry={(clientMessageId) => void retry(clientMessageId)}
        onDiscard={discard}
        onDelete={handleDeleteMessage}
      />
      <TypingIndicator name={name} typing={typing} />
      {data.canWrite ? (
        <ChatComposer
          onSend={(text, files) => void send(text, files)}
          onTyping={typingSignal.handleInput}
          onStopTyping={typingSignal.stop}
          extra={slots?.renderComposerExtra?.(data)}
          compact={compact}
        />
      ) : (
        <div className="fl-chat-pane__notice">
          <PlainAlert type="info" title={data.cannotWriteReason ?? 'You cannot write to this person.'} />
        </div>
      )}
    </section>
  );
}
