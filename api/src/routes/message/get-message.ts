import type { messageEndpoints } from '@freelane/shared/endpoints';
import { loadChatPartner, whyCannotWrite } from '../../commands/send-message';
import type { Handler } from '../../endpoints/handlers';
import { presentActiveJobs, presentChatMessage, presentChatPerson } from '../../presenters/chat';

/**
 * GET /message/getMessage/{userId}: one page of the conversation with that person (oldest first),
 * the read marks, whether the caller may write, and who the person is, so /message?userId= can open
 * a conversation that has no message yet.
 */
export const getMessages: Handler<typeof messageEndpoints.getMessages> = async ({ app, user, params, query }) => {
  const other = await loadChatPartner(app, user, params.userId);
  const [view, cannotWriteReason, running] = await Promise.all([
    app.repos.conversations.findBetween(user.id, other.id),
    whyCannotWrite(app, user, other),
    app.repos.conversations.runningJobsWith(user.id, [other.id]),
  ]);
  const activeJob = presentActiveJobs(running.get(other.id));
  const common = {
    success: true as const,
    otherUser: presentChatPerson(other),
    canWrite: cannotWriteReason === null,
    cannotWriteReason,
    activeJob,
  };
  if (!view) {
    return {
      ...common,
      message: [],
      conversationId: null,
      lastSeq: 0,
      lastReadSeq: 0,
      otherLastReadSeq: null,
      hasMoreBefore: false,
      hasMoreAfter: false,
      online: null,
    };
  }
  const [page, online] = await Promise.all([
    app.repos.messages.history({ conversationId: view.conversation.id, clearedSeq: view.me.clearedSeq, ...query }),
    app.realtime.presenceAmong(user.id, [other.id]),
  ]);
  return {
    ...common,
    message: page.rows.map(presentChatMessage),
    conversationId: view.conversation.id,
    lastSeq: view.conversation.lastSeq,
    lastReadSeq: view.me.lastReadSeq,
    otherLastReadSeq: other.sendReadReceipts ? view.other.lastReadSeq : null,
    hasMoreBefore: page.hasMoreBefore,
    hasMoreAfter: page.hasMoreAfter,
    online: online.has(other.id),
  };
};
