import { useMediaQuery } from '@freelane/shared/ui';

/**
 * Below this width the list and the conversation are two screens (phones, small tablets); chat.css
 * lays them out with the same query.
 */
export const NARROW_QUERY = '(max-width: 767.98px)';

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
