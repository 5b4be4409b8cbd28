import { PlainSkeleton } from '@freelane/shared/ui';

/** A conversation on its way (its code or its messages): the pane's size, announced as loading. */
export function ConversationLoading() {
  return (
    <div
      className="fl-chat-pane"
      role="status"
      aria-label="Loading conversation"
      aria-busy="true"
      style={{ padding: 16 }}
    >
      <PlainSkeleton avatar rows={4} />
    </div>
  );
}
