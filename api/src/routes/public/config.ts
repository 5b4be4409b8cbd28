import type { publicEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';

/** GET /public/config: the same for everyone, so a shared cache may keep it. */
export const getPublicConfig: Implementation<typeof publicEndpoints.getPublicConfig> = {
  cache: 'public',
  handler: async ({ app }) => ({
    success: true as const,
    communityUrl: app.config.communityUrl,
    googleSignInEnabled: app.config.google !== undefined,
    currency: app.config.currency,
  }),
};
