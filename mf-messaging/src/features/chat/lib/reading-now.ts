/**
 * People whose conversation is open and visible right now (page or widget). A message from them is
 * read as it arrives, so it never bumps an unread badge only for markRead to clear it a moment later.
 */
const reading = new Map<string, number>();

export function startReading(userId: string): void {
  reading.set(userId, (reading.get(userId) ?? 0) + 1);
}

export function stopReading(userId: string): void {
  const count = (reading.get(userId) ?? 0) - 1;
  if (count > 0) reading.set(userId, count);
  else reading.delete(userId);
}

export function isReading(userId: string): boolean {
  return reading.has(userId);
}
