import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@freelane/shared';
import type { ChatMessage } from '@freelane/shared/contracts';
import { removed, selectOutboxFor, type OutboxEntry } from '../lib/outbox-slice';

/**
 * The conversation's pending and failed messages, minus any the server has meanwhile stored (a send
 * that timed out after storing, brought back by catch-up): a message is never shown twice. Such
 * leftovers are then dropped from the outbox.
 */
export function useOutbox(userId: string, stored: readonly ChatMessage[] | undefined): OutboxEntry[] {
  const dispatch = useAppDispatch();
  const entries = useAppSelector((state) => selectOutboxFor(state, userId));
  const storedIds = useMemo(
    () => new Set((stored ?? []).flatMap((message) => (message.clientMessageId ? [message.clientMessageId] : []))),
    [stored],
  );
  const landed = entries.filter((entry) => storedIds.has(entry.clientMessageId)).map((entry) => entry.clientMessageId);
  const landedKey = landed.join(',');

  useEffect(() => {
    if (landedKey) dispatch(removed({ toUserId: userId, clientMessageIds: landedKey.split(',') }));
  }, [dispatch, userId, landedKey]);

  return useMemo(() => entries.filter((entry) => !storedIds.has(entry.clientMessageId)), [entries, storedIds]);
}
