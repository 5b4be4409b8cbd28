import { useMemo } from 'react';
import { useCurrentUser } from '@freelane/shared';
import type { ChatSlots } from '../lib/chat-slots';
import { AddBriefButton } from '../components/add-brief-button';
import { BriefCard } from '../components/brief-card';

/** What project briefs add to a conversation: their cards in the log and "Add Project Brief" by the message box. */
export function useBriefSlots(): ChatSlots {
  const meId = useCurrentUser()?._id ?? '';
  return useMemo(
    () => ({
      renderBrief: (message, conversation) => {
        const brief = message.projectBrief[0];
        if (!brief) return null;
        return <BriefCard brief={brief} meId={meId} otherId={conversation.otherUser._id} otherName={conversation.otherUser.fullName} />;
      },
      renderComposerExtra: (conversation) => <AddBriefButton other={conversation.otherUser} />,
    }),
    [meId],
  );
}
