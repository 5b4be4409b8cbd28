import { baseApi } from '@freelane/shared';

/** Shape of GET /api/v1/public/config (lead's addendum; not yet in shared/contracts). */
export interface PublicConfig {
  communityUrl: string;
  googleSignInEnabled: boolean;
}

interface PublicConfigResponse extends PublicConfig {
  success: true;
}

export const getPublicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => ({ url: '/public/config' }),
      transformResponse: ({ communityUrl, googleSignInEnabled }: PublicConfigResponse) => ({
        communityUrl,
        googleSignInEnabled,
      }),
      // Operator configuration: it does not change while a page is open.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPublicConfigQuery } = getPublicConfigApi;
