import type { ReactNode } from 'react';
import { CHAT_ATTACHMENT_RULES, MESSAGE_MAX_LENGTH } from '@freelane/shared/contracts';
import { MessageInput } from '@freelane/shared/ui';

interface ChatComposerProps {
  onSend: (text: string, files: File[]) => void;
  /** Called with the text on every change (typing signal), and with '' when it is sent or left. */
  onTyping: (text: string) => void;
  onStopTyping: () => void;
  /** Further actions beside the hint line (Add Project Brief). */
  extra?: ReactNode;
  hint?: ReactNode;
  compact?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter makes a new line (and Enter while an input method is
 * composing does nothing). Files are checked against the server's limits before anything is sent.
 */
export function ChatComposer({ onSend, onTyping, onStopTyping, extra, hint, compact = false }: ChatComposerProps) {
  return (
    <MessageInput
      layout="chat"
      rules={CHAT_ATTACHMENT_RULES}
      maxLength={MESSAGE_MAX_LENGTH}
      placeholder="Type a message..."
      onSend={(text, files) => {
        onSend(text, files);
        onStopTyping();
      }}
      onTextChange={onTyping}
      onBlur={onStopTyping}
      hint={hint}
      extra={extra}
      compact={compact}
    />
  );
}
