import { useEffect, useRef } from 'react';
import { useAppDispatch, useSocketEvent } from '@freelane/shared';
import { catchUpConversation } from '../lib/conversation-sync';

/** A cached conversation older than this is brought up to date when it is opened again. */
const CACHED_STALE_MS = 5000;

/**
 * The open conversation fetches what it missed (`after=` the highest seq held) after every socket
 * (re)connection, whenever the tab becomes visible again, and when it is reopened from the cache:
 * nothing is lost while offline or away.
 */
export function useConversationSync(userId: string, loaded: boolean, fetchedAt: number | undefined): void {
  const dispatch = useAppDispatch();
  const mountedAt = useRef(Date.now());
  const checkedCache = useRef(false);

  useSocketEvent('connect', () => {
    if (loaded) void dispatch(catchUpConversation(userId));
  });

  useEffect(() => {
    if (!loaded || checkedCache.current) return;
    checkedCache.current = true;
    if (fetchedAt !== undefined && fetchedAt < mountedAt.current - CACHED_STALE_MS) void dispatch(catchUpConversation(userId));
  }, [dispatch, userId, loaded, fetchedAt]);

  useEffect(() => {
    if (!loaded) return undefined;
    const handleVisibility = () => {
      if (document.visibilityState === 'visible') void dispatch(catchUpConversation(userId));
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [dispatch, userId, loaded]);
}
