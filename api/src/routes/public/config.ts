import type { QueryEntry } from '@freelane/shared/build-artefacts';
import type { publicEndpoints } from '@freelane/shared/endpoints';
import type { Config } from '../../config';
import type { Implementation } from '../../endpoints/handlers';

/** What this deployment tells the front ends (GET /public/config's fields, the pages' copy too). */
export function publicConfigOf(config: Pick<Config, 'communityUrl' | 'google' | 'currency'>) {
  return {
    communityUrl: config.communityUrl,
    googleSignInEnabled: config.google !== undefined,
    currency: config.currency,
  };
}

/** GET /public/config: the same for everyone, so a shared cache may keep it. */
export const getPublicConfig: Implementation<typeof publicEndpoints.getPublicConfig> = {
  cache: 'public',
  handler: async ({ app }) => ({ success: true as const, ...publicConfigOf(app.config) }),
};

/**
 * The same answer as the browser's store keeps it (shared's getPublicConfig query), sent with
 * every page (issue 39): the footer, the sign-in buttons and every amount need it on the first
 * screen, and a request for it loaded the HTTP client and drew the page twice on a phone.
 */
export function publicConfigQuery(config: Pick<Config, 'communityUrl' | 'google' | 'currency'>): QueryEntry {
  return { endpointName: 'getPublicConfig', arg: undefined, value: publicConfigOf(config) };
}
