import { baseApi, mutationOf, setUser } from '@freelane/shared';
import type { SetPasswordBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/** `PUT /user/set-password`: a first password for an account made with Google. */
export const setPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setPassword: mutationOf(build, userEndpoints.setPassword, {
      args: (body: SetPasswordBody) => ({ body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useSetPasswordMutation } = setPasswordApi;
