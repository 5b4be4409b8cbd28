import { baseApi } from '@freelane/shared';
import type { MessageResponse, RegisterBody } from '@freelane/shared/contracts';

/** `POST /user/register`: creates the account and mails the verification link. */
export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<MessageResponse, RegisterBody>({
      query: (body) => ({ url: '/user/register', method: 'POST', data: body }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
