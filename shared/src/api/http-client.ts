import type { AxiosInstance } from 'axios';
import { API_BASE_PATH, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../contracts/http';

/**
 * The one HTTP client: same-origin `/api/v1`, cookies sent, the anti-forgery cookie echoed as a
 * header on every request (the API refuses state changes without it), and a timeout so a hung
 * server surfaces as an error rather than a spinner forever.
 *
 * Created on the first request, with axios loaded then: the first render of a page needs no
 * request (the server sends who is signed in, and a page's first data with its HTML), so axios
 * is not among the scripts a page waits for.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

let client: Promise<AxiosInstance> | null = null;

export function getHttpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) =>
    axios.create({
      baseURL: API_BASE_PATH,
      withCredentials: true,
      xsrfCookieName: CSRF_COOKIE_NAME,
      xsrfHeaderName: CSRF_HEADER_NAME,
      withXSRFToken: true,
      timeout: REQUEST_TIMEOUT_MS,
    }),
  );
  return client;
}

/** An error the HTTP client threw (axios' own test: its errors carry `isAxiosError`). */
export function isHttpClientError(
  error: unknown,
): error is { isAxiosError: true; code?: string; response?: { status: number; data: unknown } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
