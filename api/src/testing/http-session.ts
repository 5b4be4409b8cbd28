import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@freelane/shared/contracts';

/**
 * A browser stand-in over real HTTP (a server in another process): keeps the cookies and sends the
 * anti-forgery header as the app's axios client does.
 */
export class HttpSession {
  readonly #cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    if (method !== 'GET' && !this.#cookies.has(CSRF_COOKIE_NAME)) await this.request('GET', '/api/v1/health');
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        [CSRF_HEADER_NAME]: this.#cookies.get(CSRF_COOKIE_NAME) ?? '',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      this.#cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
}
