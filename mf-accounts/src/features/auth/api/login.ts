import { baseApi, mutationOf } from '@freelane/shared';
import type { LoginBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/**
 * `POST /user/login`: starts a session (cookie) and stores who signed in. Anything cached for a
 * previous visitor (profile, contacts) belongs to nobody now: the definition's kinds are dropped.
 */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: mutationOf(build, userEndpoints.login, { args: (body: LoginBody) => ({ body }) }),
  }),
});

export const { useLoginMutation } = loginApi;
