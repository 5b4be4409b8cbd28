import { baseApi, mutationOf, setUser } from '@freelane/shared';
import type { UpdateRoleBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

export type SelfServiceRole = UpdateRoleBody['role'];

/** `POST /user/updateRole`: the caller picks their own role, once (after a Google sign-up). */
export const updateRoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateRole: mutationOf(build, userEndpoints.updateRole, {
      args: (body: UpdateRoleBody) => ({ body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateRoleMutation } = updateRoleApi;
