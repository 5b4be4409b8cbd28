import { getErrorMessage, type HttpError } from '@freelane/shared';
import { sendMessageApi } from '../api/send-message';
import { receiveMessage } from './cache-patches';
import type { ChatThunk } from './chat-thunk';
import { catchUpConversation } from './conversation-sync';
import { newClientMessageId } from './client-message-id';
import { forgetOutboxFiles, keepOutboxFiles, outboxFiles } from './outbox-files';
import { failed, progressed, queued, removed, resent, selectOutboxFor, selectOutboxState } from './outbox-slice';

/** `willResend`: the failure was the connection, so it goes again by itself on reconnect. */
export type DeliveryResult = { ok: true } | { ok: false; error: string; willResend: boolean };

/** Spec §8: a failed send shows the server's message, else this. */
export const SEND_FAILED_TEXT = 'Failed to send message';

const isConnectionProblem = (error: unknown) => {
  const status = (error as Partial<HttpError> | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/**
 * Sends one outbox entry with its clientMessageId. The answer (the stored message) replaces the
 * pending copy in the same moment; a failure leaves it in the list as "Not sent" with the reason.
 * Sending again uses the same clientMessageId, so the server stores it at most once.
 */
export function deliverOutboxEntry(toUserId: string, clientMessageId: string): ChatThunk<Promise<DeliveryResult>> {
  return async (dispatch, getState) => {
    const entry = selectOutboxFor(getState(), toUserId).find((item) => item.clientMessageId === clientMessageId);
    if (!entry) return { ok: true };
    dispatch(resent({ toUserId, clientMessageId }));
    let shown = -1;
    const request = dispatch(
      sendMessageApi.endpoints.sendMessage.initiate({
        toUserId,
        text: entry.text,
        clientMessageId,
        files: outboxFiles(clientMessageId),
        onProgress: (progress) => {
          if (progress === shown) return;
          shown = progress;
          dispatch(progressed({ toUserId, clientMessageId, progress }));
        },
      }),
    );
    try {
      const { newMessage } = await request.unwrap();
      const { gap } = dispatch(receiveMessage(newMessage, { otherId: toUserId, fromOther: false, reading: false }));
      // Our own message landed past a hole (something from them never arrived live): fetch it.
      if (gap) void dispatch(catchUpConversation(toUserId));
      dispatch(removed({ toUserId, clientMessageIds: [clientMessageId] }));
      forgetOutboxFiles(clientMessageId);
      return { ok: true };
    } catch (error) {
      const text = getErrorMessage(error, SEND_FAILED_TEXT);
      const willResend = isConnectionProblem(error);
      dispatch(failed({ toUserId, clientMessageId, error: text, retryable: willResend }));
      return { ok: false, error: text, willResend };
    } finally {
      // The call's arguments (files, callbacks) need not stay in the store once it has answered.
      request.reset();
    }
  };
}

/** A new message: shown at once as pending, then sent. */
export function sendNewMessage(toUserId: string, text: string, files: readonly File[]): ChatThunk<Promise<DeliveryResult>> {
  return (dispatch) => {
    const clientMessageId = newClientMessageId();
    keepOutboxFiles(clientMessageId, files);
    dispatch(
      queued({
        clientMessageId,
        toUserId,
        text,
        attachments: files.map(({ name, size, type }) => ({ name, size, type })),
        status: 'sending',
        error: null,
        retryable: false,
        progress: files.length > 0 ? 0 : null,
        createdAt: new Date().toISOString(),
      }),
    );
    return dispatch(deliverOutboxEntry(toUserId, clientMessageId));
  };
}

/** The user gives up on a failed message. */
export function discardOutboxEntry(toUserId: string, clientMessageId: string): ChatThunk {
  return (dispatch) => {
    dispatch(removed({ toUserId, clientMessageIds: [clientMessageId] }));
    forgetOutboxFiles(clientMessageId);
  };
}

/**
 * Back online: messages that failed only for want of a connection are sent again, each with its own
 * clientMessageId (so one the server did store before the line dropped is not stored twice).
 */
export function resendAfterReconnect(): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const waiting = Object.values(selectOutboxState(getState()).byUser)
      .flat()
      .filter((entry) => entry.status === 'failed' && entry.retryable);
    for (const entry of waiting) await dispatch(deliverOutboxEntry(entry.toUserId, entry.clientMessageId));
  };
}
