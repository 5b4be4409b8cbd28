import { baseApi, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, ChangePasswordBody } from '@freelane/shared/contracts';

/** `POST /user/changePassword`: needs the current password; other sessions end on the server. */
export const changePasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<AccountUpdateResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/user/changePassword', method: 'POST', data: body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
