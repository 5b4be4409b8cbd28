import { baseApi, mutationOf } from '@freelane/shared';
import type { RegisterBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/** `POST /user/register`: creates the account and mails the verification link. */
export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: mutationOf(build, userEndpoints.register, { args: (body: RegisterBody) => ({ body }) }),
  }),
});

export const { useRegisterMutation } = registerApi;
