import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { clearUser, setUser } from '../../../auth/auth-slice';
import { userEndpoints } from '../../../contracts/endpoints/user';

/**
 * `GET /user/profile`: who the session cookie belongs to. Success refreshes the stored user;
 * an answer from the server that says no (401, or any HTTP error) clears it silently (spec §4).
 * A network failure or timeout keeps it: being offline is not being signed out.
 */
export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: queryOf(build, userEndpoints.getProfile, {
      transformResponse: (response) => response.user,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setUser(data));
        } catch (failure) {
          const status = (failure as { error?: { status?: unknown } }).error?.status;
          if (typeof status === 'number') dispatch(clearUser());
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useLazyGetProfileQuery } = currentUserApi;

/**
 * Asks the server again who the user is and stores the answer (setUser above), without keeping a
 * cache subscription: for when the user's own record changed elsewhere (a programme decision, a
 * status the server moved), since nothing subscribes to this query for tag invalidation to refetch.
 */
export const refreshCurrentUser = () =>
  currentUserApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false });
