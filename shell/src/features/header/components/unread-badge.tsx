/** The red count on the bell and the chat icon (nothing at zero; 99+ beyond 99). The link names the count. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="fl-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
