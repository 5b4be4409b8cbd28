import { baseApi, type ForgetPasswordBody, type MessageResponse } from '@freelane/shared';

/** `POST /user/forget-password`: always the same neutral answer, so no one can probe for accounts. */
export const forgetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgetPassword: build.mutation<MessageResponse, ForgetPasswordBody>({
      query: (body) => ({ url: '/user/forget-password', method: 'POST', data: body }),
    }),
  }),
});

export const { useForgetPasswordMutation } = forgetPasswordApi;
