import { baseApi, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, SetPasswordBody } from '@freelane/shared/contracts';

/** `PUT /user/set-password`: a first password for an account made with Google. */
export const setPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<AccountUpdateResponse, SetPasswordBody>({
      query: (body) => ({ url: '/user/set-password', method: 'PUT', data: body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useSetPasswordMutation } = setPasswordApi;
