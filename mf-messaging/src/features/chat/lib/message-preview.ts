import type { ChatContact, ChatMessage } from '@freelane/shared/contracts';

const PREVIEW_LENGTH = 120;

/** The conversation list's last-message line, worded as the server words it (presenters/chat.ts). */
export function previewOf(message: ChatMessage): NonNullable<ChatContact['lastMessage']> {
  const base = { _id: message._id, seq: message.seq, sendersId: message.sendersId, createdAt: message.createdAt };
  if (message.isDeleted) return { ...base, kind: 'deleted', preview: 'Message deleted' };
  if (message.projectBrief.length > 0) return { ...base, kind: 'brief', preview: 'Project brief' };
  const firstLine =
    message.message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  if (!firstLine) return { ...base, kind: 'attachment', preview: 'Attachment' };
  const preview = firstLine.length > PREVIEW_LENGTH ? `${firstLine.slice(0, PREVIEW_LENGTH - 1)}…` : firstLine;
  return { ...base, kind: 'text', preview };
}
