/** "<Name> is typing…" while their signal is fresh; announced politely, never stealing focus. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  return (
    <div className="fl-chat-typing" role="status" aria-live="polite">
      {typing && (
        <>
          <span className="fl-chat-typing__dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          <span>{name} is typing…</span>
        </>
      )}
    </div>
  );
}
