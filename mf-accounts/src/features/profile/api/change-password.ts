import { baseApi, mutationOf, setUser } from '@freelane/shared';
import type { ChangePasswordBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/** `POST /user/changePassword`: needs the current password; other sessions end on the server. */
export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: mutationOf(build, userEndpoints.changePassword, {
      args: (body: ChangePasswordBody) => ({ body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
