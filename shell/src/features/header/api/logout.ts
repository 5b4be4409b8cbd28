import { baseApi, clearUser } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';

/** `POST /user/logout`: ends the session; on success the user and every cached answer go. */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/user/logout', method: 'POST' }),
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
