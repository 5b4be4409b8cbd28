import { useAppDispatch } from '@freelane/shared';
import { deliverOutboxEntry, discardOutboxEntry, sendNewMessage, type DeliveryResult } from '../lib/outbox-delivery';
import { useToasts } from '@freelane/shared/ui';

/**
 * Send, Retry and Discard for one conversation. A refused send is also said in a toast (spec §8);
 * one that failed only for lack of a connection is not: the message itself says it will go on
 * reconnect, and a toast per message typed offline would only be noise.
 */
export function useSendMessage(toUserId: string) {
  const dispatch = useAppDispatch();
  const { message } = useToasts();

  const report = (result: DeliveryResult) => {
    if (!result.ok && !result.willResend) message.error(result.error);
    return result;
  };

  return {
    send: async (text: string, files: readonly File[]) => report(await dispatch(sendNewMessage(toUserId, text, files))),
    retry: async (clientMessageId: string) => report(await dispatch(deliverOutboxEntry(toUserId, clientMessageId))),
    discard: (clientMessageId: string) => dispatch(discardOutboxEntry(toUserId, clientMessageId)),
  };
}
