import { baseApi, buildUploadRequest } from '@freelane/shared';
import { CHAT_ATTACHMENT_RULES, type SendMessageResponse } from '@freelane/shared/contracts';

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
    sendMessage: build.mutation<SendMessageResponse, SendMessageArgs>({
      query: ({ toUserId, text, clientMessageId, files, onProgress }) => {
        const url = `/message/sendMessage/${encodeURIComponent(toUserId)}`;
        if (files.length === 0) return { url, method: 'POST', data: { message: text, clientMessageId } };
        return buildUploadRequest({
          url,
          rules: CHAT_ATTACHMENT_RULES,
          fields: { message: text, clientMessageId },
          files,
          onProgress,
          timeout: SEND_WITH_FILES_TIMEOUT_MS,
        });
      },
    }),
  }),
});
