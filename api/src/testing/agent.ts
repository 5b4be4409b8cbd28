import assert from 'node:assert/strict';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_COOKIE_NAME } from '@freelane/shared/contracts';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface AgentRequest {
  method?: Method;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header on unsafe methods (default true). */
  csrf?: boolean;
}

/**
 * A browser stand-in over `app.inject`: keeps cookies, echoes the CSRF cookie like axios does,
 * and checks EVERY response body for leaked secrets.
 */
let agents = 0;

export class Agent {
  readonly cookies = new Map<string, string>();
  /** Each agent is its own client address (rate limits count per address), all on loopback. */
  readonly remoteAddress: string;
  /** Further addresses of this same account (e.g. a pending new e-mail) that may appear in its responses. */
  readonly alsoOwn = new Set<string>();

  constructor(
    private readonly ctx: TestContext,
    /** The account this agent is signed in as; its own e-mail may appear in its responses. */
    public ownEmail: string | null = null,
  ) {
    agents += 1;
    this.remoteAddress = `127.1.${Math.floor(agents / 250) % 250}.${(agents % 250) + 1}`;
  }

  async request(options: AgentRequest): Promise<LightMyRequestResponse> {
    const method = options.method ?? 'GET';
    const unsafe = !['GET', 'HEAD'].includes(method);
    if (unsafe && options.csrf !== false && !this.cookies.has(CSRF_COOKIE_NAME)) {
      await this.request({ url: '/api/v1/health' });
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (unsafe && options.csrf !== false) headers[CSRF_HEADER_NAME] = this.cookies.get(CSRF_COOKIE_NAME) ?? '';
    const response = await this.ctx.app.inject({
      method,
      url: options.url,
      payload: options.payload,
      headers,
      remoteAddress: this.remoteAddress,
    });
    this.storeCookies(response);
    assertNoSecrets(this.ctx, response, [this.ownEmail, ...this.alsoOwn]);
    return response;
  }

  get = (url: string) => this.request({ url });
  /**
   * As axios sends it: the anti-forgery header on a GET too (the spec's state-changing GETs need
   * it), with the token this browser holds (none yet: an empty one).
   */
  csrfGet = (url: string) =>
    this.request({ url, headers: { [CSRF_HEADER_NAME]: this.cookies.get(CSRF_COOKIE_NAME) ?? '' } });
  post = (url: string, payload?: AgentRequest['payload'], extra: Partial<AgentRequest> = {}) =>
    this.request({ method: 'POST', url, payload, ...extra });
  put = (url: string, payload?: AgentRequest['payload'], extra: Partial<AgentRequest> = {}) =>
    this.request({ method: 'PUT', url, payload, ...extra });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  private storeCookies(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (cookie.name === SESSION_COOKIE_NAME && cookie.value) this.ctx.secrets.add(cookie.value);
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** A raw `app.inject` (hand-made cookies and headers) with the same leak checks as an Agent. */
export async function inject(ctx: TestContext, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await ctx.app.inject(options);
  assertNoSecrets(ctx, response, []);
  return response;
}

/** No password hash, session id, mailed token or other person's e-mail in any body. */
export function assertNoSecrets(ctx: TestContext, response: LightMyRequestResponse, own: (string | null)[]) {
  const body = response.body;
  const where = `${response.statusCode} ${body.slice(0, 200)}`;
  assert.ok(!body.includes('$argon2'), `password hash leaked: ${where}`);
  for (const mail of ctx.outbox.messages) {
    for (const match of mail.text.matchAll(/token=([A-Za-z0-9_-]+)/g)) ctx.secrets.add(match[1]);
    for (const match of mail.text.matchAll(/recover-password\/([A-Za-z0-9_-]+)/g)) ctx.secrets.add(match[1]);
  }
  for (const secret of ctx.secrets) assert.ok(!body.includes(secret), `secret leaked: ${where}`);
  for (const email of ctx.emails) {
    if (!own.includes(email)) assert.ok(!body.toLowerCase().includes(email), `another user's e-mail leaked: ${where}`);
  }
}
