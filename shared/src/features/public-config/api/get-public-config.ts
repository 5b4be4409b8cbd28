import { baseApi } from '../../../api/base-api';

/** `GET /public/config`: settings the API owns that the public pages show (community link, Google sign-in). */
export interface PublicConfig {
  communityUrl: string;
  googleSignInEnabled: boolean;
}

interface PublicConfigResponse extends PublicConfig {
  success: true;
}

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => ({ url: '/public/config' }),
      transformResponse: ({ communityUrl, googleSignInEnabled }: PublicConfigResponse) => ({
        communityUrl,
        googleSignInEnabled,
      }),
      // It changes only when the server restarts with new settings.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
