import { useBriefSlots } from '../hooks/use-brief-slots';
import { ConversationPane, type ConversationPaneProps } from './conversation-pane';

export type OpenConversationProps = Omit<ConversationPaneProps, 'slots' | 'compact' | 'headerExtra'>;

/**
 * The Messages page's open conversation, with its project briefs. Loaded on demand
 * (open-conversation-on-demand.tsx), and before the first render when a link opens a conversation
 * (`preloadFor`): so it renders no antd (issue 39). What it opens (the message search, the brief
 * dialogs) loads antd then, each in its own `AntdProvider`.
 */
export function OpenConversation(props: OpenConversationProps) {
  const slots = useBriefSlots();
  return <ConversationPane {...props} slots={slots} />;
}
