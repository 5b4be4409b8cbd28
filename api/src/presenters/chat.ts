import {
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_ATTACHMENT_PATH,
  type ChatActiveJob,
  type ChatAttachmentType,
  type ChatContact,
  type ChatMessage,
  type ChatPerson,
  type MessageSearchResult,
  type ProjectBrief,
} from '@freelane/shared/contracts';
import type { MessageRow, ProjectBriefRow, UserRow } from '../db/schema';
import type { ConversationListItem, RUNNING_JOB_STATUSES } from '../repositories/conversations';
import type { MessageRecord } from '../repositories/messages';

const isChatType = (value: string): value is ChatAttachmentType =>
  (CHAT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(value);

export function presentBrief(brief: ProjectBriefRow): ProjectBrief {
  return {
    _id: brief.id,
    title: brief.title,
    description: brief.description,
    delivarables: brief.delivarables,
    salary: brief.salary,
    duration: brief.duration,
    budgetType: brief.budgetType,
    status: brief.status,
    senderId: brief.senderId,
    recipientId: brief.recipientId,
    clientId: brief.clientId,
    freelancerId: brief.freelancerId,
    jobId: brief.jobId,
    declineReason: brief.declineReason,
    createdAt: brief.createdAt.toISOString(),
    updatedAt: brief.updatedAt.toISOString(),
  };
}

/** A message as both parties see it; a deleted one keeps only its place (seq) and sender. */
export function presentChatMessage(message: MessageRecord): ChatMessage {
  const deleted = message.deletedAt !== null;
  return {
    _id: message.id,
    conversationId: message.conversationId,
    seq: message.seq,
    sendersId: message.senderId,
    receiversId: message.recipientId,
    message: deleted ? '' : message.body,
    clientMessageId: message.clientMessageId,
    attachments: deleted
      ? []
      : message.attachments.flatMap((file) =>
          isChatType(file.contentType)
            ? [{ _id: file.fileId, name: file.name, size: file.size, contentType: file.contentType, url: `${CHAT_ATTACHMENT_PATH}/${file.fileId}` }]
            : [],
        ),
    projectBrief: !deleted && message.brief ? [presentBrief(message.brief)] : [],
    isDeleted: deleted,
    aboutJob: !deleted && message.aboutJob ? { _id: message.aboutJob.id, title: message.aboutJob.title } : null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The other person in a chat: a public card, never an e-mail. */
export function presentChatPerson(user: UserRow): ChatPerson {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    role: user.role,
    isStaff: user.role === 'admin',
    profile: { profilePhoto: user.profilePhoto, professionalTitle: user.professionalTitle },
    projectCompleted: user.projectCompleted,
  };
}

const PREVIEW_LENGTH = 120;

function lastMessagePreview(message: NonNullable<ConversationListItem['lastMessage']>, hasBrief: boolean) {
  if (message.deletedAt) return { kind: 'deleted' as const, preview: 'Message deleted' };
  if (hasBrief) return { kind: 'brief' as const, preview: 'Project brief' };
  const firstLine = message.body.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
  if (!firstLine) return { kind: 'attachment' as const, preview: 'Attachment' };
  return {
    kind: 'text' as const,
    preview: firstLine.length > PREVIEW_LENGTH ? `${firstLine.slice(0, PREVIEW_LENGTH - 1)}…` : firstLine,
  };
}

export function presentChatContact(
  item: ConversationListItem,
  extras: { online: boolean; activeJob: ChatContact['activeJob'] },
): ChatContact {
  const last = item.lastMessage;
  return {
    ...presentChatPerson(item.otherUser),
    conversationId: item.conversation.id,
    activeJob: extras.activeJob,
    lastMessage:
      last && last.seq > item.me.clearedSeq
        ? {
            _id: last.id,
            seq: last.seq,
            sendersId: last.senderId,
            createdAt: last.createdAt.toISOString(),
            ...lastMessagePreview(last, last.briefId !== null),
          }
        : null,
    lastSeq: item.conversation.lastSeq,
    unreadCount: item.unreadCount,
    online: extras.online,
  };
}

/** The jobs running between the caller and one person (conversations.runningJobsWith). */
export function presentActiveJobs(
  jobs: readonly { id: string; title: string; status: (typeof RUNNING_JOB_STATUSES)[number] }[] | undefined,
): ChatActiveJob[] {
  return (jobs ?? []).map((job) => ({ _id: job.id, title: job.title, status: job.status }));
}

/** A search hit: the message and, for the list, who the conversation is with. */
export function presentSearchResult(hit: { message: MessageRow; otherUser: UserRow }): MessageSearchResult {
  const person = presentChatPerson(hit.otherUser);
  return {
    _id: hit.message.id,
    conversationId: hit.message.conversationId,
    seq: hit.message.seq,
    sendersId: hit.message.senderId,
    message: hit.message.body,
    createdAt: hit.message.createdAt.toISOString(),
    otherUser: { _id: person._id, fullName: person.fullName, profile: person.profile },
  };
}
