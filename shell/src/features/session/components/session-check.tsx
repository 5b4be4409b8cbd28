import { currentUserApi, useAppDispatch, useAppStore } from '@freelane/shared';
import { useEffect } from 'react';

/**
 * Once per page load: a user restored from storage is re-checked with `GET /user/profile`.
 * The endpoint refreshes the user on success and clears it silently when the server says no.
 */
export function SessionCheck() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (!store.getState().auth.user) return undefined;
    const request = dispatch(
      currentUserApi.endpoints.getProfile.initiate(undefined, {
        forceRefetch: true,
      }),
    );
    return () => request.unsubscribe();
  }, [dispatch, store]);

  return null;
}
