import { AsyncLocalStorage } from 'node:async_hooks';

/** The request whose handler is running, for the check of what its route declared it changes. */
export interface ChangingRequest {
  method: string;
  url: string;
  /** The tag kinds the route declared (`config.changes`); undefined when it declared nothing. */
  declared: readonly string[] | undefined;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route changes data (and so must declare what it changes): writes, and the spec's state-changing GETs. */
export function isWriteRoute(route: { method: string | string[]; config?: { csrf?: boolean } }): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.some((method) => !READ_METHODS.has(method)) || route.config?.csrf === true;
}

/** Which request a committed write belongs to (none: scheduled work, start-up). */
export const changingRequest = new AsyncLocalStorage<ChangingRequest>();

/**
 * Runs scheduled work that a read brings forward (the deadline rules run before reads show job
 * states): its writes are the schedule's, not the request's, so they are not held against what the
 * route declared it changes.
 */
export function asScheduledWork<T>(work: () => Promise<T>): Promise<T> {
  return changingRequest.exit(work);
}
