import axios from 'axios';
import { API_BASE_PATH, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../contracts/http';

/**
 * The one HTTP client: same-origin `/api/v1`, cookies sent, the anti-forgery cookie echoed
 * as a header on every request (the API refuses state changes without it), and a timeout
 * so a hung server surfaces as an error rather than a spinner forever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export const httpClient = axios.create({
  baseURL: API_BASE_PATH,
  withCredentials: true,
  xsrfCookieName: CSRF_COOKIE_NAME,
  xsrfHeaderName: CSRF_HEADER_NAME,
  withXSRFToken: true,
  timeout: REQUEST_TIMEOUT_MS,
});
