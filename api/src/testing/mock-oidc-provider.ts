import { createHash, createSign, generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A minimal OpenID Connect provider for tests and the e2e suite, standing in for Google:
 * discovery, JWKS, an authorize endpoint that approves the configured identity at once and
 * redirects back with a code, and a token endpoint that checks the client, the redirect URI and
 * PKCE (S256) and returns an RS256-signed id_token carrying the request's nonce.
 * Loopback only (127.0.0.1). Standalone:
 *   node --import tsx api/src/testing/mock-oidc-provider.ts --port 9400 [--email a@b.test --name "A B" --sub id]
 * prints `MOCK_OIDC_ISSUER=http://127.0.0.1:9400`. POST /mock/identity {sub,email,name,email_verified}
 * changes who "signs in" next.
 */

export interface MockIdentity {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

export interface MockOidcOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  identity?: Partial<MockIdentity>;
}

export interface MockOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next authorization approves. */
  setIdentity(identity: Partial<MockIdentity>): void;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string;
  identity: MockIdentity;
  expiresAt: number;
}

export const MOCK_CLIENT_ID = 'freelane-mock-client';
export const MOCK_CLIENT_SECRET = 'freelane-mock-secret';

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

const defaultIdentity = (): MockIdentity => ({
  sub: `mock-${randomUUID()}`,
  email: 'google.user@example.test',
  name: 'Gina Google',
  email_verified: true,
});

export async function startMockOidcProvider(options: MockOidcOptions = {}): Promise<MockOidcProvider> {
  const clientId = options.clientId ?? MOCK_CLIENT_ID;
  const clientSecret = options.clientSecret ?? MOCK_CLIENT_SECRET;
  let identity: MockIdentity = { ...defaultIdentity(), ...options.identity };
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  const codes = new Map<string, PendingCode>();
  let issuer = '';

  const signJwt = (claims: Record<string, unknown>) => {
    const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${base64url(JSON.stringify(claims))}`;
    const signature = createSign('RSA-SHA256').update(input).sign(privateKey);
    return `${input}.${base64url(signature)}`;
  };

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const params = url.searchParams;
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== clientId || !redirectUri) {
      json(response, 400, { error: 'invalid_request', error_description: 'unknown client or missing redirect_uri' });
      return;
    }
    const back = new URL(redirectUri);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    const challenge = params.get('code_challenge');
    if (params.get('response_type') !== 'code' || !challenge || params.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, {
        clientId,
        redirectUri,
        nonce: params.get('nonce') ?? undefined,
        codeChallenge: challenge,
        identity: { ...identity },
        expiresAt: Date.now() + 60_000,
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href });
    response.end();
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic) {
      const [user, pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      id = decodeURIComponent(user);
      secret = decodeURIComponent(pass ?? '');
    }
    if (id !== clientId || secret !== clientSecret) {
      json(response, 401, { error: 'invalid_client' });
      return;
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code); // single use
    const verifier = form.get('code_verifier') ?? '';
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.redirectUri !== form.get('redirect_uri') ||
      base64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge
    ) {
      json(response, 400, { error: 'invalid_grant' });
      return;
    }
    const now = Math.floor(Date.now() / 1000);
    const idToken = signJwt({
      iss: issuer,
      aud: clientId,
      iat: now,
      exp: now + 300,
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
      ...pending.identity,
    });
    json(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
      scope: 'openid email profile',
    });
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      json(response, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'email', 'email_verified', 'name'],
      });
    } else if (route === 'GET /jwks') {
      json(response, 200, { keys: [jwk] });
    } else if (route === 'GET /authorize') {
      authorize(url, response);
    } else if (route === 'POST /token') {
      token(request, response).catch(() => json(response, 500, { error: 'server_error' }));
    } else if (route === 'GET /mock/identity') {
      json(response, 200, identity);
    } else if (route === 'POST /mock/identity') {
      readBody(request)
        .then((body) => {
          identity = { ...defaultIdentity(), ...(JSON.parse(body) as Partial<MockIdentity>) };
          json(response, 200, identity);
        })
        .catch(() => json(response, 400, { error: 'invalid JSON' }));
    } else {
      json(response, 404, { error: 'not_found' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: this provider approves anyone.
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    setIdentity(next) {
      identity = { ...defaultIdentity(), ...next };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

// Standalone (the e2e suite): `--port N` (0 picks a free one).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(argument('port') ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('Usage: mock-oidc-provider.ts --port <n> [--email e] [--name n] [--sub s]');
    process.exit(2);
  }
  const provider = await startMockOidcProvider({
    port,
    identity: {
      ...(argument('email') ? { email: argument('email') } : {}),
      ...(argument('name') ? { name: argument('name') } : {}),
      ...(argument('sub') ? { sub: argument('sub') } : {}),
    },
  });
  console.log(`MOCK_OIDC_ISSUER=${provider.issuer}`);
  console.log(`MOCK_OIDC_CLIENT_ID=${provider.clientId}`);
  console.log(`MOCK_OIDC_CLIENT_SECRET=${provider.clientSecret}`);
  const stop = () => {
    void provider.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
