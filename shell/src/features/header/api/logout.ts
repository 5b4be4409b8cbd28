import { baseApi, clearUser, mutationOf } from '@freelane/shared';
import { userShellEndpoints } from '@freelane/shared/contracts/endpoints/user-shell';

/** `POST /user/logout`: ends the session; on success the user and every cached answer go. */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: mutationOf(build, userShellEndpoints.logout, {
      // Nothing to refetch: every cached answer is dropped below (resetApiState), the session's too.
      invalidatesTags: [],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the caller shows the server's message; the user stays signed in
        }
        dispatch(clearUser());
        dispatch(baseApi.util.resetApiState());
      },
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
