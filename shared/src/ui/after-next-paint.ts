/** How long a hidden page (which paints no frames) waits instead of the next paint. */
const HIDDEN_PAGE_WAIT_MS = 100;

/**
 * Resolves once the browser has painted what was just rendered: a requestAnimationFrame callback runs
 * right before the next paint, and a task queued from it runs after that paint. Work awaited behind
 * this no longer holds up the feedback of the tap that started it (Interaction to Next Paint). A
 * hidden page paints nothing and runs no frame callbacks, so a short timer stands in for the paint
 * there and the work is never stalled until the person comes back.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}
