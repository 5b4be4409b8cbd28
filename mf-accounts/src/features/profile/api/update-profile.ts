import { baseApi, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, UpdateProfileBody } from '@freelane/shared/contracts';

/** A 200 answer that still says no (spec §8: 'Failed to update profile.'). */
export interface FailedUpdate {
  success: false;
  message?: string;
}

/** `POST /user/updateProfile`: personal info, or bio, or one skill list; the answer is the updated user. */
export const updateProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<AccountUpdateResponse | FailedUpdate, UpdateProfileBody>({
      query: (body) => ({ url: '/user/updateProfile', method: 'POST', data: body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.success) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
