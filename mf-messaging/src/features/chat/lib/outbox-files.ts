/**
 * The files of messages not yet stored, by clientMessageId. Kept beside the outbox slice rather than
 * in it: File objects are not serialisable state, yet Retry must send the very same bytes.
 */
const filesById = new Map<string, File[]>();

export function keepOutboxFiles(clientMessageId: string, files: readonly File[]): void {
  if (files.length > 0) filesById.set(clientMessageId, [...files]);
}

export function outboxFiles(clientMessageId: string): File[] {
  return filesById.get(clientMessageId) ?? [];
}

export function forgetOutboxFiles(clientMessageId: string): void {
  filesById.delete(clientMessageId);
}
