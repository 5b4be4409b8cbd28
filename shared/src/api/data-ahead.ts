import type { AxiosResponse } from 'axios';
import { getHttpClient } from './http-client';

/** How long an answer fetched ahead waits for the page that asks for it. */
export const AHEAD_TTL_MS = 10_000;

const ahead = new Map<string, { at: number; response: Promise<AxiosResponse> }>();

/**
 * Starts `GET path` (an API path, `/job/page/…`) now, for the page about to ask for it: an in-app
 * navigation's first data travels beside the page's code instead of after it has loaded and
 * rendered (issue 39: / → /jobs/:id waited manifest → code → render → data on a phone). The page's
 * own query takes the answer (`takeAhead`) when it asks for the same address with a plain GET.
 */
export function fetchAhead(path: string, now = Date.now()): void {
  // Answers no page took (the person went elsewhere) are let go, so the map holds only fresh ones.
  for (const [stale, entry] of ahead) if (now - entry.at > AHEAD_TTL_MS) ahead.delete(stale);
  const response = getHttpClient().then((client) => client.get(path));
  // The failure belongs to whoever takes it; an answer nobody takes is dropped silently.
  response.catch(() => {});
  ahead.set(path, { at: now, response });
}

/**
 * The address a GET with these query parameters asks for, as `fetchAhead` is given it
 * (`/job/adminJobs?page=1&limit=50`), or null when the parameters are not plain values (a list, an
 * object: their encoding is the HTTP client's, and such a call is not taken from ahead). Unset
 * parameters are left out, as the HTTP client leaves them out. The parameters are in name order,
 * so the shell's list of a page's first data and the page's own query name the same address
 * whatever order each writes its arguments in.
 */
export function aheadAddress(url: string, params?: Record<string, unknown>): string | null {
  if (!params) return url;
  const query = new URLSearchParams();
  const byName = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of byName) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

/** The answer fetched ahead for `path`, once, while fresh; else undefined (the caller asks itself). */
export function takeAhead(path: string, now = Date.now()): Promise<AxiosResponse> | undefined {
  const entry = ahead.get(path);
  if (!entry) return undefined;
  ahead.delete(path);
  return now - entry.at <= AHEAD_TTL_MS ? entry.response : undefined;
}
