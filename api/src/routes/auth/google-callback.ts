import * as oidc from 'openid-client';
import { GOOGLE_SUCCESS_PATH, LOGIN_SECOND_STEP_PATH } from '@freelane/shared/contracts';
import type { authEndpoints } from '@freelane/shared/endpoints';
import { greetFirstSignIn } from '../../commands/first-sign-in';
import { signInWithGoogle } from '../../commands/google-sign-in';
import { beginSecondStep } from '../../commands/two-factor';
import type { Implementation } from '../../endpoints/handlers';
import { LOGIN_GOOGLE_DISABLED, LOGIN_GOOGLE_FAILED } from './google';
import { takeFlowState } from './google-state';

/**
 * The provider sends the browser back here with a code. Checks state, nonce and PKCE, signs the
 * person in with a session cookie and sends them to /google-success, which reads the user from
 * /user/profile: no personal data travels in the URL. Any failure → /login?google=failed.
 */
export const finishGoogleSignIn: Implementation<typeof authEndpoints.finishGoogleSignIn> = {
  // Its own Cache-Control (no-store, below): a sign-in must never be replayed from a cache.
  cache: 'public',
  handler: async ({ app, request, reply }) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const client = app.googleOidc;
    if (!client) return reply.redirect(LOGIN_GOOGLE_DISABLED, 302);
    const flow = takeFlowState(request, reply, app.config.secureCookies);
    if (!flow) {
      request.log.warn('Google sign-in: missing, forged or expired flow state');
      return reply.redirect(LOGIN_GOOGLE_FAILED, 302);
    }
    try {
      const configuration = await client.configuration();
      const currentUrl = new URL(request.url, `${new URL(client.redirectUri).origin}`);
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('the ID token has no e-mail');
      const user = await signInWithGoogle(app, {
        sub: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      });
      // Two-step sign-in asks for its code after Google as after a password (issue 38): no session yet.
      if (await app.repos.signInSecurity.isTotpEnabled(user.id)) {
        await beginSecondStep(app, reply, user, 'google');
        return reply.redirect(LOGIN_SECOND_STEP_PATH, 302);
      }
      await app.startSession(request, reply, user.id);
      // The page greets a first sign-in as one; nothing personal travels in the URL.
      const firstSignIn = await greetFirstSignIn(app, user);
      return reply.redirect(firstSignIn ? `${GOOGLE_SUCCESS_PATH}?welcome=1` : GOOGLE_SUCCESS_PATH, 302);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in failed');
      return reply.redirect(LOGIN_GOOGLE_FAILED, 302);
    }
  },
};
