import type { ReactNode } from 'react';
import type { ChatMessage } from '@freelane/shared/contracts';
import type { ConversationData } from './conversation-data';

/**
 * What other features put into a conversation (features never import each other; the page and the
 * widget compose them): the card of a message that carries a project brief, and the composer's
 * extra action (Add Project Brief).
 */
export interface ChatSlots {
  renderBrief?: (message: ChatMessage, conversation: ConversationData) => ReactNode;
  renderComposerExtra?: (conversation: ConversationData) => ReactNode;
}
