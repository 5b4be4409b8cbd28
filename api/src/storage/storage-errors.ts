import { HttpError } from '../errors';
import { NETWORK_ERROR_CODES } from '../lib/network-errors';
import { isMissingObject } from './s3-client';

/**
 * What a failed storage call means, for the client and the operator (issue 32):
 * - `missing`: the store answered that the key holds nothing (a download answers 404);
 * - `unavailable`: the store did not answer (refused, unreachable, reset, timed out) or answered
 *   that it cannot serve now (5xx): the client gets 503 STORAGE_UNAVAILABLE and may retry;
 * - `other`: the store answered and refused (credentials, permissions, a missing bucket) or the
 *   disk failed: a fault to fix, answered 500 and logged.
 */
export type StorageErrorKind = 'missing' | 'unavailable' | 'other';

/** The one place that decides what a storage failure means; every storage call goes through it. */
export function classifyStorageError(error: unknown): StorageErrorKind {
  const failure = (error ?? {}) as {
    name?: string;
    code?: string;
    $fault?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (failure.code === 'ENOENT' || isMissingObject(error)) return 'missing';
  const status = failure.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return 'unavailable';
  // The SDK's connect, request and idle timeouts, and our own deadline on a call (an abort).
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') return 'unavailable';
  if (failure.code && NETWORK_ERROR_CODES.has(failure.code)) return 'unavailable';
  return 'other';
}

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is not answering right now. Please try again in a minute.';
/** How long a client is asked to wait before trying again (the store is probed each second). */
export const STORAGE_RETRY_AFTER_S = 5;

/** The answer while the store is down or hung: fast, and saying what is wrong. */
export function storageUnavailable(cause?: unknown): HttpError {
  const error = new HttpError(503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, {
    'Retry-After': String(STORAGE_RETRY_AFTER_S),
  });
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** Why a call failed, in a few words, for the readiness body and the log (never for clients). */
export function describeStorageError(error: unknown): string {
  const failure = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
    cause?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  // The SDK wraps the reason of an abort (our deadlines) in a bare "Request aborted".
  if (failure.name === 'AbortError' && failure.cause) return describeStorageError(failure.cause);
  const status = failure.$metadata?.httpStatusCode;
  const what = failure.code ?? (status ? `HTTP ${status}` : failure.name) ?? 'error';
  const message = (failure.message ?? '').replace(/^@smithy\/node-http-handler - /, '').slice(0, 160);
  return message && message !== what ? `${what}: ${message}` : what;
}
