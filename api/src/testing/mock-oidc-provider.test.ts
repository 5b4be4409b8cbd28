import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { isLoopbackHttp } from '../plugins/google-oidc';
import { startMockOidcProvider, type MockOidcProvider } from './mock-oidc-provider';

let provider: MockOidcProvider;
before(async () => {
  provider = await startMockOidcProvider({ identity: { email: 'mock.person@example.test' } });
});
after(() => provider.close());

const REDIRECT = 'http://localhost:8080/api/v1/auth/google/callback';
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function codeFor(verifier: string) {
  const url = new URL(`${provider.issuer}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: REDIRECT,
    scope: 'openid email',
    state: 's1',
    nonce: 'n1',
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
  }).toString();
  const response = await fetch(url, { redirect: 'manual' });
  const back = new URL(String(response.headers.get('location')));
  assert.equal(back.searchParams.get('state'), 's1');
  return String(back.searchParams.get('code'));
}

const exchange = (code: string, verifier: string, secret = provider.clientSecret) =>
  fetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: provider.clientId,
      client_secret: secret,
    }),
  });

describe('mock OIDC provider', () => {
  it('listens on loopback and publishes discovery', async () => {
    assert.match(provider.issuer, /^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    assert.equal(discovery.issuer, provider.issuer);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
  });

  it('issues an id_token with the nonce for the right verifier, once', async () => {
    const verifier = 'v'.repeat(50);
    const code = await codeFor(verifier);
    const response = await exchange(code, verifier);
    assert.equal(response.status, 200);
    const { id_token: idToken } = (await response.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    assert.equal(claims.nonce, 'n1');
    assert.equal(claims.email, 'mock.person@example.test');
    assert.equal(claims.aud, provider.clientId);
    assert.equal((await exchange(code, verifier)).status, 400, 'codes are single use');
  });

  it('refuses a wrong PKCE verifier and a wrong client secret', async () => {
    assert.equal((await exchange(await codeFor('a'.repeat(50)), 'b'.repeat(50))).status, 400);
    assert.equal((await exchange(await codeFor('c'.repeat(50)), 'c'.repeat(50), 'wrong')).status, 401);
  });
});

describe('insecure (http) issuers', () => {
  it('are allowed only on loopback', () => {
    assert.equal(isLoopbackHttp(new URL('http://127.0.0.1:9400')), true);
    assert.equal(isLoopbackHttp(new URL('http://localhost:9400')), true);
    assert.equal(isLoopbackHttp(new URL('http://[::1]:9400')), true);
    assert.equal(isLoopbackHttp(new URL('http://accounts.example.com')), false);
    assert.equal(isLoopbackHttp(new URL('http://127.0.0.1.example.com')), false);
    assert.equal(isLoopbackHttp(new URL('https://accounts.google.com')), false);
  });
});
