import { useSyncExternalStore } from 'react';

/**
 * Below this width the list and the conversation are two screens (phones, small tablets); chat.css
 * lays them out with the same query.
 */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
