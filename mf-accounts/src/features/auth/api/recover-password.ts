import { isAxiosError } from 'axios';
import { baseApi, httpClient, type HttpError } from '@freelane/shared';
import type { MessageResponse } from '@freelane/shared/contracts';

export interface RecoverPasswordArgs {
  /** The reset token from the mailed link (the route's `:id`). */
  token: string;
  password: string;
}

/**
 * `POST /user/recover-password` with the reset token as the bearer credential. The shared base
 * query has no per-request headers, so this one call goes through the same axios client directly
 * (same base URL, cookies, CSRF header and timeout).
 */
export const recoverPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    recoverPassword: build.mutation<MessageResponse, RecoverPasswordArgs>({
      async queryFn({ token, password }) {
        try {
          const response = await httpClient.post<MessageResponse>(
            '/user/recover-password',
            { password },
            { headers: { Authorization: `Bearer ${token}` } },
          );
          return { data: response.data };
        } catch (error) {
          if (isAxiosError(error) && error.response) {
            return { error: { status: error.response.status, data: error.response.data } satisfies HttpError };
          }
          return { error: { status: 'FETCH_ERROR', data: undefined } satisfies HttpError };
        }
      },
    }),
  }),
});

export const { useRecoverPasswordMutation } = recoverPasswordApi;
