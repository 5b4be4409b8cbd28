/**
 * Runs `run` once the browser is idle, or after `timeout` ms at the latest (`requestIdleCallback`);
 * where the browser has no idle callback (Safari), after `fallbackMs`. Returns the cancel. The one
 * home for "after the first screen" work: an island loaded after ready, a background request, the
 * toast host.
 */
export function whenIdle(run: () => void, { timeout, fallbackMs = 0 }: { timeout: number; fallbackMs?: number }) {
  // Called through window itself: a detached window.cancelIdleCallback throws "Illegal invocation"
  // (it crashed the page that follows /login once).
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(id);
}
