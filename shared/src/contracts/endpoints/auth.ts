import { defineEndpoints, schemasFrom } from '../endpoint';

const common = () => import('../common');

/** Both steps are browser navigations (full page loads), never API calls: each answers with a 302. */
const redirect = schemasFrom(common, (c) => ({ response: { 302: c.browserRedirectResponse } }));

/** /api/v1/auth: Google sign-in (OpenID Connect, authorization code flow with PKCE). */
export const authEndpoints = defineEndpoints('auth', {
  startGoogleSignIn: {
    method: 'GET',
    path: '/auth/google',
    summary: 'Starts Google sign-in or sign-up: redirects the browser to Google (or to /login when it is off)',
    access: 'public',
    schemas: redirect,
  },
  finishGoogleSignIn: {
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Google sends the browser back here: signs the person in and redirects to /google-success (or /login)',
    access: 'public',
    // A sign-in starts a session, and a first one creates or links the account.
    changes: ['session', 'user'],
    schemas: redirect,
  },
});
