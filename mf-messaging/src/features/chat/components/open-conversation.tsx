import { AntdProvider } from '@freelane/shared/ui';
import { useBriefSlots } from '../hooks/use-brief-slots';
import { ConversationPane, type ConversationPaneProps } from './conversation-pane';

export type OpenConversationProps = Omit<ConversationPaneProps, 'slots' | 'compact' | 'headerExtra'>;

/**
 * The Messages page's open conversation, with its project briefs, in antd's theme. Loaded on demand
 * (open-conversation-on-demand.tsx): the list beside it renders no antd, so /message alone loads none.
 */
export function OpenConversation(props: OpenConversationProps) {
  const slots = useBriefSlots();
  return (
    <AntdProvider>
      <ConversationPane {...props} slots={slots} />
    </AntdProvider>
  );
}
