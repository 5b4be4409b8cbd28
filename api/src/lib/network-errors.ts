/**
 * Socket errors: nothing listens, the connection was cut, the host or its name cannot be reached.
 * What any dependency reached over the network (PostgreSQL, the object store) fails with when it
 * cannot be reached now: the caller answers 503, never 500 (issue 32).
 */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
