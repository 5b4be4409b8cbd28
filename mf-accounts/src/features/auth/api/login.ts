import { baseApi } from '@freelane/shared';
import type { LoginBody, UserResponse } from '@freelane/shared/contracts';

/** `POST /user/login`: starts a session (cookie) and stores who signed in. */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserResponse, LoginBody>({
      query: (body) => ({ url: '/user/login', method: 'POST', data: body }),
      // Anything cached for a previous visitor (profile, contacts) belongs to nobody now.
      invalidatesTags: ['session', 'contacts'],
    }),
  }),
});

export const { useLoginMutation } = loginApi;
