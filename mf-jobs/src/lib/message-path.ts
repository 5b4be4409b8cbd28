/** The Messages page opened on a conversation with one person. */
export function messagePath(userId: string): string {
  return `/message?userId=${encodeURIComponent(userId)}`;
}
