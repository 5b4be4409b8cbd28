import { baseApi } from '../../../api/base-api';
import { DEFAULT_CURRENCY } from '../../../contracts/money';

/** `GET /public/config`: settings the API owns that the pages show (community link, Google sign-in, currency). */
export interface PublicConfig {
  communityUrl: string;
  googleSignInEnabled: boolean;
  /** ISO 4217 code every amount is shown in (`CURRENCY` on the server). */
  currency: string;
}

interface PublicConfigResponse extends Omit<PublicConfig, 'currency'> {
  success: true;
  currency?: string;
}

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => ({ url: '/public/config' }),
      transformResponse: ({ communityUrl, googleSignInEnabled, currency }: PublicConfigResponse) => ({
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
