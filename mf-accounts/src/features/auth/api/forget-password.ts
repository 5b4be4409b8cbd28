import { baseApi, mutationOf } from '@freelane/shared';
import type { ForgetPasswordBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/** `POST /user/forget-password`: always the same neutral answer, so no one can probe for accounts. */
export const forgetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgetPassword: mutationOf(build, userEndpoints.forgetPassword, {
      args: (body: ForgetPasswordBody) => ({ body }),
    }),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
