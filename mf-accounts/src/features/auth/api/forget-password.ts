import { baseApi } from '@freelane/shared';
import type { ForgetPasswordBody, MessageResponse } from '@freelane/shared/contracts';

/** `POST /user/forget-password`: always the same neutral answer, so no one can probe for accounts. */
export const forgetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordBody>({
      query: (body) => ({ url: '/user/forget-password', method: 'POST', data: body }),
    }),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
