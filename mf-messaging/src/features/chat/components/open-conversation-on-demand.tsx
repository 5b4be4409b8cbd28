import { Suspense } from 'react';
import { lazyPart } from '@freelane/shared/ui';
import type { OpenConversationProps } from './open-conversation';
import { ConversationLoading } from './conversation-loading';

/**
 * The open conversation's code (antd, the log, the message box, briefs), loaded once. The page's
 * `preloadFor` loads it before the app's first render when the URL opens a conversation, so the
 * server-rendered conversation is replaced by the same conversation, not by a skeleton.
 */
const LazyOpenConversation = lazyPart(() =>
  import(/* webpackChunkName: "part_Message_userId" */ './open-conversation').then((module) => ({
    default: module.OpenConversation,
  })),
);

export function loadOpenConversation(): Promise<unknown> {
  return LazyOpenConversation.load();
}

/** The open conversation, its code loaded on first use; the conversation's skeleton meanwhile. */
export function OpenConversationOnDemand(props: OpenConversationProps) {
  return (
    <Suspense fallback={<ConversationLoading />}>
      <LazyOpenConversation {...props} />
    </Suspense>
  );
}
