import type { FastifyBaseLogger } from 'fastify';

/** How often a dependency that keeps failing is logged again (the first failure always is). */
const REPEAT_EVERY_MS = 60_000;

export interface OutageLog {
  /** One more failure: the first is logged, repeats at most once a minute with their count. */
  failed(error: unknown): void;
  /** It worked: if it had been failing, says so once, with how long it failed. */
  ok(): void;
}

/**
 * The log of something done again and again (a poll each second, a retry loop) whose dependency may
 * be down for a while: an outage is one warning, a reminder a minute, and one line when it is over,
 * not a line per attempt.
 */
export function outageLog(log: FastifyBaseLogger, what: string, now: () => number = Date.now): OutageLog {
  let since: number | undefined;
  let lastLogged = 0;
  let failures = 0;
  return {
    failed(error) {
      failures += 1;
      const time = now();
      if (since === undefined) {
        since = time;
        lastLogged = time;
        log.warn({ err: error }, `${what} failed; retrying`);
      } else if (time - lastLogged >= REPEAT_EVERY_MS) {
        lastLogged = time;
        log.warn({ err: error, failures, failingForMs: time - since }, `${what} still failing; retrying`);
      }
    },
    ok() {
      if (since === undefined) return;
      log.info({ failures, failedForMs: now() - since }, `${what} works again`);
      since = undefined;
      failures = 0;
    },
  };
}
