import { baseApi, mutationOf } from '@freelane/shared';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

export interface RecoverPasswordArgs {
  /** The reset token from the mailed link (the route's `:id`). */
  token: string;
  password: string;
}

/** `POST /user/recover-password`, the reset token as the bearer credential. */
export const recoverPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recoverPassword: mutationOf(build, userEndpoints.recoverPassword, {
      args: ({ password }: RecoverPasswordArgs) => ({ body: { password } }),
      request: ({ token }) => ({ headers: { Authorization: `Bearer ${token}` } }),
    }),
  }),
});

export const { useRecoverPasswordMutation } = recoverPasswordApi;
