import { queryOf } from '../../../api/endpoint-query';
import { baseApi } from '../../../api/base-api';
import { publicEndpoints } from '../../../contracts/endpoints/public';
import { DEFAULT_CURRENCY } from '../../../contracts/money';

/** `GET /public/config`: settings the API owns that the pages show (community link, Google sign-in, currency). */
export interface PublicConfig {
  communityUrl: string;
  googleSignInEnabled: boolean;
  /** ISO 4217 code every amount is shown in (`CURRENCY` on the server). */
  currency: string;
}

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: queryOf(build, publicEndpoints.getPublicConfig, {
      transformResponse: ({ communityUrl, googleSignInEnabled, currency }): PublicConfig => ({
        communityUrl,
        googleSignInEnabled,
        currency: currency ?? DEFAULT_CURRENCY,
      }),
      // It changes only when the server restarts with new settings.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
