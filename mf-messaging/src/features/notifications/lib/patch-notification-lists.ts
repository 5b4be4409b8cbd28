import type { GetNotificationsResponse } from '@freelane/shared/contracts';
import { notificationsApi, type GetNotificationsArgs } from '../api/get-notifications';

type Dispatch = (action: ReturnType<typeof notificationsApi.util.updateQueryData>) => { undo: () => void };
type GetState = Parameters<typeof notificationsApi.util.selectCachedArgsForQuery>[0];

/**
 * Applies one change to every cached page of the centre (each filter and page seen), so a mutation
 * shows at once wherever the user looks next. Returns the undo of each patch, for a failed call.
 */
export function patchNotificationLists(
  dispatch: Dispatch,
  getState: () => unknown,
  recipe: (draft: GetNotificationsResponse, args: GetNotificationsArgs) => void,
): { undo: () => void }[] {
  const cached = notificationsApi.util.selectCachedArgsForQuery(getState() as GetState, 'getNotifications');
  return cached.map((args) =>
    dispatch(notificationsApi.util.updateQueryData('getNotifications', args, (draft) => recipe(draft, args))),
  );
}

export function undoAll(patches: readonly { undo: () => void }[]): void {
  for (const patch of patches) patch.undo();
}
