import { baseApi, mutationOf, uploadFormData, uploadProgress } from '@freelane/shared';
import { CHAT_ATTACHMENT_RULES } from '@freelane/shared/contracts';
import { messageEndpoints } from '@freelane/shared/contracts/endpoints/message';

/** Up to five 20 MB files on a slow line: far longer than the client's default 15 s. */
export const SEND_WITH_FILES_TIMEOUT_MS = 10 * 60 * 1000;

export interface SendMessageArgs {
  toUserId: string;
  text: string;
  clientMessageId: string;
  files: readonly File[];
  /** Upload progress from 0 to 100 (files only). */
  onProgress?: (percent: number) => void;
}

/**
 * `POST /message/sendMessage/{userId}`: JSON for text, multipart with files. The text fields go
 * first (the server checks the clientMessageId before storing any byte), then one `files` entry per
 * file. The same clientMessageId again answers the first message: a retry is always safe.
 */
export const sendMessageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: mutationOf(build, messageEndpoints.sendMessage, {
      args: ({ toUserId, text, clientMessageId, files }: SendMessageArgs) => ({
        userId: toUserId,
        body:
          files.length === 0
            ? { message: text, clientMessageId }
            : uploadFormData({ rules: CHAT_ATTACHMENT_RULES, fields: { message: text, clientMessageId }, files }),
      }),
      request: ({ files, onProgress }) =>
        files.length === 0 ? {} : { timeout: SEND_WITH_FILES_TIMEOUT_MS, onUploadProgress: uploadProgress(onProgress) },
      // Nothing refetched, as before: the outbox writes the answer into the conversation, and the
      // notification the send may change is the other party's.
      invalidatesTags: [],
    }),
  }),
});
