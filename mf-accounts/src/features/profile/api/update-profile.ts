import { baseApi, mutationOf, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, UpdateProfileBody } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

/** A 200 answer that still says no (spec §8: 'Failed to update profile.'). */
export interface FailedUpdate {
  success: false;
  message?: string;
}

/** `POST /user/updateProfile`: personal info, or bio, or one skill list; the answer is the updated user. */
export const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: mutationOf(build, userEndpoints.updateProfile, {
      args: (body: UpdateProfileBody) => ({ body }),
      // The spec's 200 that still says no reaches the form as it did.
      transformResponse: (response): AccountUpdateResponse | FailedUpdate => response,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.success) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
