import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@freelane/shared/contracts';
import { CSRF_MESSAGE, HttpError } from '../errors';
import { hmac, randomToken, safeEqual } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Require the CSRF header on a safe method too: the spec's GETs that change state
     * (acceptWork, incompleteWork) must not be triggered by a cross-site link or <img>. `false`:
     * a public write proven by a signed link instead (endpoints/handlers.ts, `signedLink`).
     */
    csrf?: boolean;
  }
}

export interface CsrfPluginOptions {
  secret: string;
  secureCookies: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How many proven tokens a process keeps (one per browser in use; about 100 bytes each). */
const PROVEN_TOKENS_KEPT = 10_000;

/** Whether a route with this method and `config.csrf` needs the anti-forgery header. */
export function isCsrfChecked(method: string | string[], csrf: boolean | undefined): boolean {
  if (csrf !== undefined) return csrf;
  // A request's method is one string; a route may list several. Asked on every request: no array built.
  return typeof method === 'string' ? UNSAFE_METHODS.has(method) : method.some((one) => UNSAFE_METHODS.has(one));
}

/**
 * Signed double-submit (OWASP): token = nonce "." HMAC(secret, nonce + session cookie). A forged
 * cookie (e.g. tossed from a sibling subdomain) fails the HMAC; binding to the session means a
 * token from before login is replaced as soon as the session changes.
 */
async function csrfPlugin(app: FastifyInstance, options: CsrfPluginOptions) {
  const sign = (nonce: string, binding: string) => hmac(options.secret, `${nonce}.${binding}`);
  const issue = (binding: string) => {
    const nonce = randomToken(18);
    return `${nonce}.${sign(nonce, binding)}`;
  };
  // Tokens already proven valid, with the session each is bound to. Every response checks the
  // browser's token (to know whether to send a new one), and its HMAC was about 4 % of the CPU of a
  // signed-in read; a token and its binding (the session cookie, which the process holds anyway) are
  // valid for good once the HMAC says so, so the answer is kept. Bounded by emptying: a token dropped
  // is only checked again.
  const provenTokens = new Map<string, string>();
  const isValid = (token: string | undefined, binding: string) => {
    if (!token) return false;
    if (provenTokens.get(token) === binding) return true;
    const [nonce, signature, extra] = token.split('.');
    const valid = Boolean(nonce && signature && extra === undefined) && safeEqual(signature, sign(nonce, binding));
    if (valid) {
      if (provenTokens.size >= PROVEN_TOKENS_KEPT) provenTokens.clear();
      provenTokens.set(token, binding);
    }
    return valid;
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isCsrfChecked(request.method, request.routeOptions.config.csrf)) return;
    const header = request.headers[CSRF_HEADER_NAME.toLowerCase()];
    const cookie = request.cookies[CSRF_COOKIE_NAME];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !isValid(cookie, request.sessionBinding)) {
      throw new HttpError(403, 'CSRF', CSRF_MESSAGE);
    }
  });

  // Every response, HTML included, leaves the browser with a valid token for its (new) session.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isValid(request.cookies[CSRF_COOKIE_NAME], request.sessionBinding)) {
      reply.setCookie(CSRF_COOKIE_NAME, issue(request.sessionBinding), {
        path: '/',
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secureCookies,
      });
    }
    return payload;
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['auth'] });
