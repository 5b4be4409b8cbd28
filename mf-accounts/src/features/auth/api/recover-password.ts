import { baseApi } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';

export interface RecoverPasswordArgs {
  /** The reset token from the mailed link (the route's `:id`). */
  token: string;
  password: string;
}

/** `POST /user/recover-password`, the reset token as the bearer credential. */
export const recoverPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recoverPassword: build.mutation<MessageResponse, RecoverPasswordArgs>({
      query: ({ token, password }) => ({
        url: '/user/recover-password',
        method: 'POST',
        data: { password },
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const { useRecoverPasswordMutation } = recoverPasswordApi;
