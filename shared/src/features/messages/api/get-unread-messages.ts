import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { messageEndpoints } from '../../../contracts/endpoints/message';

/** Refetching this tag brings the header's unread-messages badge back in line with the server. */
export const UNREAD_MESSAGES_TAG = { type: 'messages' as const, id: 'UNREAD' };

/** `GET /message/unreadCount`: unread messages across all the user's conversations (the header badge). */
export const unreadMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadMessages: queryOf(build, messageEndpoints.getUnreadMessages, { providesTags: [UNREAD_MESSAGES_TAG] }),
  }),
});

export const { useGetUnreadMessagesQuery } = unreadMessagesApi;

/**
 * One more unread message arrived (a `newMessage` from someone else). Only the total is known here:
 * whether its conversation already had unread messages is not, so `conversations` moves only from 0.
 */
export function countIncomingMessage() {
  return unreadMessagesApi.util.updateQueryData('getUnreadMessages', undefined, (draft) => {
    if (draft.total === 0) draft.conversations = 1;
    draft.total += 1;
  });
}

/** The user read messages (`markRead` answers the new total): the badge shows it at once. */
export function setUnreadMessagesTotal(total: number) {
  return unreadMessagesApi.util.updateQueryData('getUnreadMessages', undefined, (draft) => {
    draft.total = total;
    if (total === 0) draft.conversations = 0;
  });
}
