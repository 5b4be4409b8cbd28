import * as oidc from 'openid-client';
import type { authEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { saveFlowState } from './google-state';

export const LOGIN_GOOGLE_FAILED = '/login?google=failed';
export const LOGIN_GOOGLE_DISABLED = '/login?google=disabled';

/** GET /auth/google, a browser navigation: starts the authorization code flow (PKCE S256, state, nonce). */
export const startGoogleSignIn: Implementation<typeof authEndpoints.startGoogleSignIn> = {
  // Its own Cache-Control (no-store, below): a redirect with a fresh state must never be replayed.
  cache: 'public',
  handler: async ({ app, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    const client = app.googleOidc;
    if (!client) return reply.redirect(LOGIN_GOOGLE_DISABLED, 302);
    let configuration: oidc.Configuration;
    try {
      configuration = await client.configuration();
    } catch (error) {
      request.log.error({ err: error }, 'Google sign-in: provider discovery failed');
      return reply.redirect(LOGIN_GOOGLE_FAILED, 302);
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    saveFlowState(reply, app.config.secureCookies, { state, nonce, verifier });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: client.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return reply.redirect(url.href, 302);
  },
};
