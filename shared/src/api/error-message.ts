import { isHttpClientError } from './http-client';

/** The user-facing text of a failed call: the server's `message`, else a fallback (spec §8). */
export function getErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  }
  if (isHttpClientError(error)) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
    if (error.code === 'ECONNABORTED') return 'The server took too long to answer. Please try again.';
    if (!error.response) return 'Cannot reach Freelane right now. Check your connection and try again.';
  }
  if (
    error &&
    typeof error === 'object' &&
    'error' in error &&
    typeof (error as { error: unknown }).error === 'string'
  ) {
    return (error as { error: string }).error;
  }
  return fallback;
}

/**
 * The fields an API refusal names (`fields` in the error answer: each body field at fault and its
 * sentence), or null when it names none. A form shows them under those fields (issue 36).
 */
export function getErrorFields(error: unknown): Record<string, string> | null {
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error as { data?: unknown }).data
      : isHttpClientError(error)
        ? error.response?.data
        : undefined;
  const fields =
    data && typeof data === 'object' && 'fields' in data ? (data as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}
