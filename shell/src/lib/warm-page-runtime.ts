import { getHttpClient } from '@freelane/shared';

let warming: Promise<unknown> | null = null;

/**
 * What the first render of almost every page needs from the shell that the shell's own start does
 * not load: the HTTP client (axios) its data comes through, and dayjs for its dates. A page asked
 * for them one after another (its code, then dayjs, then axios for its first request: three round
 * trips on a phone, issue 39's / → /jobs/:id at 1,066 ms warm); loaded when a navigation starts or a
 * link is about to be followed, they arrive beside the page's own code. Never at a page's start or
 * at idle: a page nobody leaves runs neither (Lighthouse's blocking time counts them). Once per
 * document; a failed load is tried again next time.
 */
export function warmPageRuntime(): Promise<unknown> {
  warming ??= Promise.all([getHttpClient(), import('dayjs')]).catch(() => {
    warming = null;
  });
  return warming;
}
