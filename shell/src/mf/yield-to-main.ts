/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser
 * can (`scheduler.yield()`), else after a zero timeout. The start-up calls it between its phases
 * (remote registration, the app's modules and store, the page's code, React's render) so no two
 * of them add up to one long task: Lighthouse's Total Blocking Time counts each task's time over
 * 50 ms, and a click or a key press waits for the task in progress (issue 39, the base's third cut).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
