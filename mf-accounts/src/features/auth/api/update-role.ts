import { baseApi, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, UpdateRoleBody } from '@freelane/shared/contracts';

export type SelfServiceRole = UpdateRoleBody['role'];

/** `POST /user/updateRole`: the caller picks their own role, once (after a Google sign-up). */
export const updateRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateRole: build.mutation<AccountUpdateResponse, UpdateRoleBody>({
      query: (body) => ({ url: '/user/updateRole', method: 'POST', data: body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateRoleMutation } = updateRoleApi;
