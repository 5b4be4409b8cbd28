import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as oidc from 'openid-client';
import { urlOf } from '@freelane/shared/contracts';
import { authEndpoints } from '@freelane/shared/endpoints';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenID Connect client for Google sign-in; undefined when GOOGLE_* are not configured. */
    googleOidc: GoogleOidc | undefined;
  }
}

export interface GoogleOidc {
  redirectUri: string;
  /** Discovered lazily and cached; a failure is retried on the next sign-in. */
  configuration(): Promise<oidc.Configuration>;
}

export interface GoogleOidcPluginOptions {
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  publicUrl: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is allowed only for a provider on this machine (the tests' mock provider). */
export const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

async function googleOidcPlugin(app: FastifyInstance, options: GoogleOidcPluginOptions) {
  const { google } = options;
  if (!google) {
    app.decorate('googleOidc', undefined);
    return;
  }
  const issuer = new URL(google.issuerUrl);
  let cached: Promise<oidc.Configuration> | undefined;
  app.decorate('googleOidc', {
    redirectUri: `${options.publicUrl}${urlOf(authEndpoints.finishGoogleSignIn)}`,
    configuration() {
      cached ??= oidc
        .discovery(
          issuer,
          google.clientId,
          undefined,
          oidc.ClientSecretPost(google.clientSecret),
          isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        )
        .catch((error: unknown) => {
          cached = undefined;
          throw error;
        });
      return cached;
    },
  });
}

export default fp(googleOidcPlugin, { name: 'google-oidc' });
